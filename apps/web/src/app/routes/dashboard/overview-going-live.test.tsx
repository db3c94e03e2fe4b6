import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authFor, renderApp, testShopId } from '@/app/testing/render-app';
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

  it('gives a published shop its public link to copy, a QR code and a printable poster', async () => {
    server(
      readiness({ service: true, openingHours: true, position: true }, '2026-11-25T08:00:00Z'),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/dashboard', { auth: authFor('owner') });
    const live = within(
      await screen.findByRole('region', { name: 'Your shop is live' }, { timeout: 3000 }),
    );
    const shopUrl = `${window.location.origin}/barbershop/${testShopId}`;
    expect(live.getByRole('link', { name: shopUrl })).toHaveProperty('href', shopUrl);
    expect(live.getByRole('img', { name: `QR code that opens ${shopUrl}` })).toBeTruthy();

    fireEvent.click(live.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shopUrl));

    // The poster is for the printer only: hidden on screen, shown by the print style.
    const poster = screen.getByTestId('share-poster');
    expect(poster.className).toMatch(/(^| )hidden( |$)/);
    expect(poster.className).toContain('print:flex');
    expect(poster.classList.contains('print-poster')).toBe(true);
    // Straight in <body>, so the print style can leave the whole app out of the printout.
    expect(poster.parentElement).toBe(document.body);
    expect(within(poster).getByText('Join our queue on Jono')).toBeTruthy();
    fireEvent.click(live.getByRole('button', { name: 'Print a poster' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows no share link before the shop is published', async () => {
    server(readiness({ service: true, openingHours: true, position: true }));
    renderApp('/dashboard', { auth: authFor('owner') });
    const list = await checklist();
    expect(list.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(list.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByTestId('share-poster')).toBeNull();
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
