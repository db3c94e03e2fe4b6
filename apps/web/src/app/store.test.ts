import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookingFailed,
  bookingRequested,
  dateSelected,
  preBookingOpened,
  slotSelected,
} from '@/features/customer-booking/stores/pre-booking-slice';
import { customerDetailsSaved } from '@/features/customer-details/stores/customer-slice';
import { orderTracked } from '@/features/customer-queue/stores/active-order-slice';
import { sessionFor } from '@/testing/sessions';
import { createPersistedAppStore, persistKeys, persistTimeoutMs } from './store';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn() }),
  Toaster: () => null,
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(respond: () => Promise<Response>) {
  const fetchMock = vi.fn((_request: Request) => respond());
  vi.stubGlobal('fetch', fetchMock);
  const refreshCalls = () =>
    fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/api/auth/refresh-token'));
  return { fetchMock, refreshCalls };
}

const savedUser = (user: unknown) =>
  JSON.stringify({
    user: JSON.stringify(user),
    isAuthenticated: 'true',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

describe('app store start-up: persisted state and the session check', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('persists auth under `user` and customer details under `customer`, 5000 ms time-out', () => {
    expect(persistKeys).toEqual({
      auth: 'user',
      customer: 'customer',
      cart: 'cart',
      preBooking: 'preBooking',
      activeOrder: 'activeOrder',
    });
    expect(persistTimeoutMs).toBe(5000);
  });

  it('runs the refresh check once, flagged by isChecking, and stores the session', async () => {
    const session = sessionFor('owner');
    let answer: (response: Response) => void = () => {};
    const { refreshCalls } = stubFetch(() => new Promise((resolve) => (answer = resolve)));

    const { store } = await createPersistedAppStore();
    expect(store.getState().auth.isChecking).toBe(true);
    await waitFor(() => expect(refreshCalls()).toHaveLength(1));
    expect(store.getState().auth.isChecking).toBe(true);

    answer(json(200, { ok: true, message: 'Session refreshed', session }));
    await waitFor(() => expect(store.getState().auth.isChecking).toBe(false));
    expect(store.getState().auth.user).toEqual(session);
    expect(store.getState().auth.isAuthenticated).toBe(true);

    const request = refreshCalls()[0]?.[0] as Request;
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    // The last thing the store does with the answer is to save the session on the device (in
    // a task after the state changed): a check that the answer set off again has asked by then.
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:user')).toContain(session.accessToken),
    );
    expect(refreshCalls()).toHaveLength(1);
  });

  it('silently leaves a guest when the check fails (even over a saved user)', async () => {
    window.localStorage.setItem('persist:user', savedUser(sessionFor('barber')));
    const { refreshCalls } = stubFetch(async () =>
      json(401, { ok: false, message: 'Session expired', code: 'UNAUTHORIZED' }),
    );
    const { toast } = await import('sonner');

    const { store } = await createPersistedAppStore();
    await waitFor(() => expect(refreshCalls()).toHaveLength(1));
    await waitFor(() => expect(store.getState().auth.isChecking).toBe(false));
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('treats an answer that is not a session as a failed check', async () => {
    stubFetch(async () => json(200, { ok: true, message: 'hi', session: { role: 'admin' } }));
    const { store } = await createPersistedAppStore();
    await waitFor(() => expect(store.getState().auth.isChecking).toBe(false));
    expect(store.getState().auth.user).toBeNull();
  });

  it('restores a saved user before the check answers', async () => {
    const saved = sessionFor('receptionist');
    window.localStorage.setItem('persist:user', savedUser(saved));
    stubFetch(() => new Promise(() => {}));
    const { store, persistor } = await createPersistedAppStore();
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().auth.user).toEqual(saved);
    expect(store.getState().auth.isChecking).toBe(true);
  });

  it('remembers the customer details on the device', async () => {
    stubFetch(async () => json(401, { ok: false, message: 'no', code: 'UNAUTHORIZED' }));
    const { store, persistor } = await createPersistedAppStore();
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    store.dispatch(customerDetailsSaved({ name: 'Aino', phone: '+358401234567' }));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:customer') ?? '{}');
    expect(JSON.parse(saved.name)).toBe('Aino');
    expect(JSON.parse(saved.phone)).toBe('+358401234567');
    const savedAuth = JSON.parse(window.localStorage.getItem('persist:user') ?? '{}');
    expect(savedAuth).not.toHaveProperty('isChecking');
  });

  it('remembers the walk-in order under `activeOrder`, and restores it after a reload', async () => {
    stubFetch(async () => json(401, { ok: false, message: 'no', code: 'UNAUTHORIZED' }));
    const first = await createPersistedAppStore();
    await waitFor(() => expect(first.persistor.getState().bootstrapped).toBe(true));
    const order = {
      orderId: 'order-1',
      shopId: 'shop-1',
      shopName: 'Jono 24/7 Barbers',
      status: 'waiting',
      position: 2,
      waitingTime: 10,
    } as const;
    first.store.dispatch(orderTracked(order));
    await first.persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:activeOrder') ?? '{}');
    expect(JSON.parse(saved.order)).toEqual(order);

    const second = await createPersistedAppStore();
    await waitFor(() => expect(second.persistor.getState().bootstrapped).toBe(true));
    expect(second.store.getState().activeOrder.order).toEqual(order);
  });

  it('keeps the chosen booking date and slot under `preBooking` across a reload, not a submission', async () => {
    stubFetch(async () => json(401, { ok: false, message: 'no', code: 'UNAUTHORIZED' }));
    const first = await createPersistedAppStore();
    await waitFor(() => expect(first.persistor.getState().bootstrapped).toBe(true));
    const slot = { time: '10:00', startAt: '2026-11-27T08:00:00.000Z' };
    first.store.dispatch(preBookingOpened({ shopId: 'shop-1', tomorrow: '2026-11-25' }));
    first.store.dispatch(dateSelected('2026-11-27'));
    first.store.dispatch(slotSelected(slot));
    first.store.dispatch(bookingRequested());
    first.store.dispatch(bookingFailed('Failed to create order'));
    await first.persistor.flush();
    expect(window.localStorage.getItem('persist:preBooking')).toContain('2026-11-27');

    const second = await createPersistedAppStore();
    await waitFor(() => expect(second.persistor.getState().bootstrapped).toBe(true));
    expect(second.store.getState().preBooking).toMatchObject({
      shopId: 'shop-1',
      selectedDate: '2026-11-27',
      selectedSlot: slot,
      creation: 'idle',
      error: null,
    });
  });
});
