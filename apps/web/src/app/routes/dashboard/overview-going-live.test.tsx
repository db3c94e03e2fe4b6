import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';

const fakeSocket = createFakeSocket();
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => fakeSocket.socket }));

const overview = {
  queueState: 'closed',
  waitingNow: 0,
  inServiceNow: 0,
  servedToday: 0,
  bookingsToday: 0,
  takingsToday: 0,
  currency: 'EUR',
  newcomerWait: 0,
};

const readiness = (done: Record<string, boolean>, publishedAt: string | null = null) => {
  const steps = (['service', 'openingHours', 'position'] as const).map((step) => ({
    step,
    isDone: done[step] ?? false,
  }));
  return {
    publishedAt,
    steps,
    missing: steps.filter((s) => !s.isDone).map((s) => s.step),
  };
};

const shortLinks = {
  queue: 'https://jono.example/s/K7M2QD',
  book: 'https://jono.example/s/K7M2QD/book',
};

/** The server as the checklist meets it: `state` is what readiness answers now. */
function server(first: ReturnType<typeof readiness> | 'failing') {
  let state = first;
  return fakeServer((call) => {
    if (call.path === '/api/manage/overview') return jsonAnswer(200, { ok: true, data: overview });
    if (call.path === '/api/users/team') return jsonAnswer(200, { ok: true, data: [] });
    if (call.path === '/api/manage/shop/readiness') {
      return state === 'failing'
        ? errorAnswer(500, 'Database is down', 'INTERNAL_ERROR')
        : jsonAnswer(200, { ok: true, message: 'Set-up steps', data: state });
    }
    if (call.path === '/api/manage/shop/publish' && call.method === 'POST') {
      state = readiness(
        { service: true, openingHours: true, position: true },
        '2026-11-25T08:00:00.000Z',
      );
      return jsonAnswer(200, { ok: true, message: 'Published', data: state });
    }
    if (call.path === '/api/manage/shop/share') {
      return jsonAnswer(200, { ok: true, data: { code: 'K7M2QD', ...shortLinks } });
    }
    if (call.path === '/api/manage/shop/share/poster') {
      return new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="poster-book-en.pdf"',
        },
      });
    }
    if (call.path === '/api/manage/shop/unpublish' && call.method === 'POST') {
      state = readiness({ service: true, openingHours: true, position: true });
      return jsonAnswer(200, { ok: true, message: 'Unpublished', data: state });
    }
    return jsonAnswer(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

const checklist = async () =>
  within(await screen.findByRole('region', { name: 'Get your shop live' }, { timeout: 3000 }));

describe("the owner's set-up checklist on the overview", () => {
  it('shows each step done or left, each with a link to where it is done, and no Publish yet', async () => {
    server(readiness({ service: true }));
    renderApp('/dashboard', { auth: authFor('owner') });
    const list = await checklist();
    const steps = list.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'At least one active service: doneChange',
      'Opening hours: to doSet opening hours',
      'The shop’s place on the map: to doPlace on the map',
    ]);
    expect(list.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe(
      '/dashboard/manage/services',
    );
    expect(list.getByRole('link', { name: 'Set opening hours' }).getAttribute('href')).toBe(
      '/dashboard/manage/shopdetails#shop-hours',
    );
    expect(list.getByRole('link', { name: 'Place on the map' }).getAttribute('href')).toBe(
      '/dashboard/manage/shopdetails#shop-location',
    );
    expect(list.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('publishes once every step is done, then offers to unpublish after asking', async () => {
    const { calls } = server(readiness({ service: true, openingHours: true, position: true }));
    renderApp('/dashboard', { auth: authFor('owner') });
    const list = await checklist();
    fireEvent.click(list.getByRole('button', { name: 'Publish' }));
    const live = within(
      await screen.findByRole('region', { name: 'Your shop is live' }, { timeout: 3000 }),
    );
    expect(calls.some((c) => c.path === '/api/manage/shop/publish')).toBe(true);

    fireEvent.click(live.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Take your shop off the list?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    expect(await checklist()).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/manage/shop/unpublish')).toHaveLength(1);
  });

  it('gives a published shop its short links to copy, a QR code, PDF posters and a maps guide', async () => {
    const { callsTo } = server(
      readiness({ service: true, openingHours: true, position: true }, '2026-11-25T08:00:00Z'),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:poster';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const savedAs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs.push(this.download);
    });
    renderApp('/dashboard', { auth: authFor('owner') });
    const live = within(
      await screen.findByRole('region', { name: 'Your shop is live' }, { timeout: 3000 }),
    );
    const queueLink = await live.findByRole('link', { name: shortLinks.queue });
    expect(queueLink).toHaveProperty('href', shortLinks.queue);
    expect(live.getByRole('link', { name: shortLinks.book })).toBeTruthy();
    expect(live.getByRole('img', { name: `QR code that opens ${shortLinks.queue}` })).toBeTruthy();

    fireEvent.click(live.getByRole('button', { name: 'Copy link: Booking calendar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shortLinks.book));

    fireEvent.click(live.getByRole('button', { name: 'Booking poster (PDF)' }));
    await waitFor(() => expect(savedAs).toEqual(['poster-book-en.pdf']));
    expect(saved[0]?.type).toBe('application/pdf');
    const asked = new URL(callsTo('GET', '/api/manage/shop/share/poster')[0]?.request.url ?? '');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ target: 'book', language: 'en' });

    fireEvent.click(live.getByText('Put the links on Google Maps and Apple Maps'));
    expect(live.getByText(/^Google Business Profile: open your profile/)).toBeTruthy();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows no share link before the shop is published', async () => {
    server(readiness({ service: true, openingHours: true, position: true }));
    renderApp('/dashboard', { auth: authFor('owner') });
    const list = await checklist();
    expect(list.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(list.queryByRole('button', { name: /Copy link/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Queue poster (PDF)' })).toBeNull();
  });

  it('says so when the steps cannot be loaded, with a retry', async () => {
    server('failing');
    renderApp('/dashboard', { auth: authFor('owner') });
    expect(
      await screen.findByText(/The set-up steps could not be loaded/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is not shown to a receptionist, who cannot publish', async () => {
    const { calls } = server(readiness({}));
    renderApp('/dashboard', { auth: authFor('receptionist') });
    await screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
    expect(calls.some((c) => c.path === '/api/manage/shop/readiness')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Get your shop live' })).toBeNull();
  });
});
