import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

const overview = {
  queueState: 'full',
  waitingNow: 7,
  inServiceNow: 2,
  servedToday: 11,
  bookingsToday: 4,
  takingsToday: 312.5,
  currency: 'EUR',
  newcomerWait: 85,
};

/** The owner's shop is already published: the overview shows it is live. */
const liveShop = {
  publishedAt: '2026-11-01T08:00:00.000Z',
  steps: [
    { step: 'service', isDone: true },
    { step: 'openingHours', isDone: true },
    { step: 'position', isDone: true },
  ],
  missing: [],
};

function server(answer = () => jsonAnswer(200, { ok: true, data: overview })) {
  return fakeServer((call) => {
    if (call.path === '/api/manage/overview') return answer();
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    if (call.path === '/api/manage/shop/readiness')
      return jsonAnswer(200, { ok: true, message: '', data: liveShop });
    return jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('overview (/dashboard)', () => {
  it("shows today's numbers, the queue state and links to act", async () => {
    server();
    renderApp('/dashboard', { auth: authFor('owner') });
    expect(await screen.findByText(/312\.50/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByText('11')).toBeTruthy();
    expect(screen.getByText(/1 hr 25 min/)).toBeTruthy();
    expect(document.querySelector('[data-queue-state="full"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage the queue' }).getAttribute('href')).toBe(
      '/dashboard/queue-status',
    );
  });

  it('says the wait is estimated from the chairs in use, as the queue page does', async () => {
    server();
    renderApp('/dashboard', { auth: authFor('owner') });
    expect(
      await screen.findByText(
        'Estimated from the queue and the chairs in use.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  // Each link says the page it opens (in Finnish 'Avaa ajanvaraukset' opened the visits).
  it.each(['en', 'fi', 'es', 'sv'])('names the page each link opens, in %s', async (language) => {
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    await i18n.changeLanguage(language);
    server();
    renderApp('/dashboard', { auth: authFor('owner') });
    await screen.findByText(/312[.,]50/, {}, { timeout: 3000 });
    const pages = [
      ['dashboard.pages.appointments.title', '/dashboard/appointments'],
      ['dashboard.pages.bookings.title', '/dashboard/manage-booking/bookings'],
    ] as const;
    const actions = within(screen.getByRole('region', { name: i18n.t('overview.actionsTitle') }));
    for (const [title, href] of pages) {
      const link = actions.getByRole('link', { name: new RegExp(i18n.t(title), 'i') });
      expect(link.getAttribute('href')).toBe(href);
    }
  });

  it("says so when today's numbers cannot be loaded", async () => {
    server(() => errorAnswer(500, 'Database is down', 'INTERNAL'));
    renderApp('/dashboard', { auth: authFor('receptionist') });
    expect(
      await screen.findByText("Today's numbers could not be loaded", {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('Database is down')).toBeTruthy();
  });
});
