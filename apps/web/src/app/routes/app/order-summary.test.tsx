import { CUSTOMER_NAME_MAX } from '@jono/contract/api/customer-fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authFor, customerWithDetails, renderApp } from '@/app/testing/render-app';
import { type CartState, initialCartState } from '@/features/customer-cart/stores/cart-slice';
import { notify } from '@/lib/toast';
import {
  type ApiCall,
  deferred,
  haircutId,
  json,
  orderId,
  placeFixture,
  shopDetailFixture,
  shopId,
  stubApi,
  trackingOrderFixture,
  washId,
} from '@/testing/queue-fixtures';

vi.mock('@/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/toast')>()),
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const cart: CartState = {
  ...initialCartState,
  shopId,
  services: [
    {
      id: haircutId,
      price: 36.8,
      duration: 30,
      quantity: 2,
      addons: [{ id: washId, price: 5.8, duration: 10, quantity: 1 }],
    },
  ],
  additionalServices: [{ id: 'noWash', name: 'No wash' }],
};

/** The server: the shop answers at once, the join as the test decides. */
function serverWithJoin(answerJoin: (call: ApiCall) => Response | Promise<Response>) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/shops/${shopId}`) {
      return json(200, { ok: true, data: shopDetailFixture() });
    }
    if (call.method === 'POST' && call.path === '/api/queue') return answerJoin(call);
    if (call.method === 'GET' && call.path === `/api/queue/${orderId}`) {
      return json(200, { ok: true, data: trackingOrderFixture() });
    }
    return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderSummary() {
  return renderApp('/order-summary', { customer: customerWithDetails, state: { cart } });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm and join the queue' });

describe('order summary: joining the queue', () => {
  beforeEach(() => {
    vi.mocked(notify.error).mockClear();
  });

  it('shows the shop, the order with add-ons and quantities, totals and the customer', async () => {
    serverWithJoin(() => json(500, {}));
    renderSummary();

    expect(await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(screen.getByText('Mannerheimintie 22, Helsinki')).toBeTruthy();
    const services = screen.getByRole('heading', { name: 'Your services' }).parentElement;
    if (!services) throw new Error('no services card');
    expect(within(services).getByText("Men's haircut")).toBeTruthy();
    // 2 haircuts at 36.80 and a wash on each: 2 x 5.80.
    expect(within(services).getByText('2 × €36.80 · 1 hr')).toBeTruthy();
    expect(within(services).getByText('€73.60')).toBeTruthy();
    expect(within(services).getByText('Hair wash')).toBeTruthy();
    expect(within(services).getByText('€11.60')).toBeTruthy();
    // The wish in the reader's language by its id, not the name the shop stored.
    expect(within(services).getByText('No hair wash')).toBeTruthy();

    const summary = screen.getByRole('complementary', { name: 'Summary' });
    const total = (term: string) =>
      within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(total('Total')).toBe('€85.20');
    expect(total('Total time')).toBe('1 hr 20 mins');
    expect(screen.getByText('Aino Asiakas')).toBeTruthy();
    expect(screen.getByText('+358 40 1234567')).toBeTruthy();
  });

  it('wraps an unbroken name at the limit rather than widening a phone page', async () => {
    serverWithJoin(() => json(500, {}));
    const name = 'A'.repeat(CUSTOMER_NAME_MAX);
    renderApp('/order-summary', {
      customer: { ...customerWithDetails, name },
      state: { cart },
    });
    const shown = await screen.findByText(name);
    expect(shown.className).toContain('[overflow-wrap:anywhere]');
    // Every grid on the way up (the details list, the page's) holds a column that may shrink
    // below the name's length.
    const grids = [];
    for (let box = shown.parentElement; box; box = box.parentElement) {
      if (box.className.split(' ').includes('grid')) grids.push(box.className);
    }
    expect(grids.length).toBeGreaterThanOrEqual(2);
    for (const grid of grids) expect(grid).toContain('grid-cols-[minmax(0,1fr)]');
  });

  it('goes pending, then fulfilled: the cart is cleared and the tracking page opens', async () => {
    const user = userEvent.setup();
    const join = deferred<Response>();
    const { callsTo } = serverWithJoin(() => join.promise);
    const { store, router } = renderSummary();
    const statuses = [store.getState().cart.status];
    store.subscribe(() => {
      const { status } = store.getState().cart;
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });

    await user.click(confirmButton());
    expect(store.getState().cart.status).toBe('pending');
    const busy = screen.getByRole('button', { name: 'Joining the queue…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(callsTo('POST', '/api/queue')).toHaveLength(1));
    const [request] = callsTo('POST', '/api/queue');
    // Exactly these fields, payNow always false.
    expect(request?.body).toEqual({
      name: 'Aino Asiakas',
      phone: '+358401234567',
      shopId,
      services: [{ id: haircutId, quantity: 2, addons: [{ id: washId, quantity: 1 }] }],
      additionalServices: [{ id: 'noWash', name: 'No wash' }],
      totalTimeRequires: 80,
      totalPrice: 85.2,
      payNow: false,
    });
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.headers.get('x-lang')).toBe('en');

    join.resolve(
      json(201, {
        ok: true,
        message: 'You are in the queue',
        data: { ...placeFixture(), shortCode: 'K7M2QD' },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`));
    expect(router.state.historyAction).toBe('REPLACE');
    // Success is 'fulfilled'; clearing the cart, once the order's page is open, resets it.
    await screen.findByRole('heading', { name: 'Your place in the queue' });
    // The page clears the cart in an effect after it first paints.
    await waitFor(() => expect(statuses).toEqual(['idle', 'pending', 'fulfilled', 'idle']));
    expect(store.getState().cart).toEqual(initialCartState);
    expect(store.getState().activeOrder.order).toEqual({
      orderId,
      shopId,
      shopName: 'Jono 24/7 Barbers',
      status: 'waiting',
      position: 3,
      waitingTime: 25,
    });
  });

  it('fails with the refusal in its own words, inline and as a toast, and keeps the cart', async () => {
    const user = userEvent.setup();
    serverWithJoin(() =>
      json(400, {
        ok: false,
        message: 'The prices have changed: this order now costs 90.00 and takes 80 min.',
        code: 'PRICES_CHANGED',
      }),
    );
    const message = 'Prices have changed. Check your order and try again.';
    const { store } = renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });

    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(store.getState().cart.status).toBe('failed');
    expect(store.getState().cart.error).toBe(message);
    expect(store.getState().cart.services).toEqual(cart.services);
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(confirmButton()).toHaveProperty('disabled', false);
  });

  it('names the detail the server refused, with its limit', async () => {
    const user = userEvent.setup();
    serverWithJoin(() =>
      json(400, {
        ok: false,
        message: 'body.name: Too big: expected string to have <=100 characters',
        code: 'VALIDATION_FAILED',
        field: 'name',
      }),
    );
    const { router } = renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });

    await user.click(confirmButton());
    const message =
      'Your name was not accepted: it can be at most 100 characters. Edit your details and try again.';
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(notify.error).toHaveBeenCalledWith(message);
    // Editing is one tap away: the details card leads back to the shop's form.
    await user.click(screen.getByRole('link', { name: 'Change details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/barbershop/${shopId}`));
  });

  it('shows "Queue is Already Full" when the queue is full', async () => {
    const user = userEvent.setup();
    serverWithJoin(() =>
      json(409, { ok: false, message: 'Queue is Already Full', code: 'QUEUE_FULL' }),
    );
    renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Queue is Already Full');
    expect(notify.error).toHaveBeenCalledWith('Queue is Already Full');
  });

  it.each([
    [
      'TOO_MANY_REQUESTS',
      429,
      'Several people have joined this queue from your connection just now. Please try again in a few minutes.',
    ],
    [
      'PHONE_BLOCKED',
      403,
      'This shop cannot take orders for this phone number online. Please contact the shop.',
    ],
  ])('words the %s refusal in the page language', async (code, status, text) => {
    const user = userEvent.setup();
    serverWithJoin(() => json(status, { ok: false, message: 'The server says no.', code }));
    renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(notify.error).toHaveBeenCalledWith(text);
  });

  const alreadyWaiting = () =>
    json(409, {
      ok: false,
      message:
        'You are already waiting in this queue: open your place from the link or code you got',
      code: 'ALREADY_IN_QUEUE',
    });

  it('leads to the place this device follows at the shop when the phone is already waiting', async () => {
    const user = userEvent.setup();
    const existing = '0e9f6a52-3a1c-4b7e-9c1d-2f5e8a7b6c4d';
    serverWithJoin(alreadyWaiting);
    renderApp('/order-summary', {
      customer: customerWithDetails,
      state: {
        cart,
        activeOrder: {
          order: {
            orderId: existing,
            shopId,
            shopName: 'Jono 24/7 Barbers',
            status: 'waiting',
            position: 2,
            waitingTime: 20,
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'You are already waiting in this queue with this phone number. Open your place from the link or code you got.',
    );
    expect(within(alert).getByRole('link', { name: 'Go to your place' })).toHaveProperty(
      'pathname',
      `/order-tracking/${existing}`,
    );
  });

  it('leads to the code lookup when the phone waits there but this device follows no place', async () => {
    const user = userEvent.setup();
    serverWithJoin(alreadyWaiting);
    renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'Find your place with its code' }),
    ).toHaveProperty('pathname', '/check-details');
    expect(within(alert).queryByRole('link', { name: 'Go to your place' })).toBeNull();
  });

  it('falls back to "Failed to create order" and retries a lost request with the same key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { callsTo } = serverWithJoin(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
      if (attempts === 2) return json(500, { ok: false, code: 'INTERNAL_ERROR' });
      return json(409, { ok: false, message: 'Queue is Already Full', code: 'QUEUE_FULL' });
    });
    renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });

    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create order');
    expect(notify.error).toHaveBeenLastCalledWith('Failed to create order');

    await user.click(confirmButton());
    await waitFor(() => expect(callsTo('POST', '/api/queue')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Confirm and join the queue' }));
    await waitFor(() => expect(callsTo('POST', '/api/queue')).toHaveLength(3));
    await screen.findByText('Queue is Already Full');
    await user.click(confirmButton());
    await waitFor(() => expect(callsTo('POST', '/api/queue')).toHaveLength(4));

    const keys = callsTo('POST', '/api/queue').map((call) => call.headers.get('idempotency-key'));
    // No answer, then a server fault: the same attempt. A definite refusal ends it.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('lets signed-in staff without customer details see the order, but not join it', async () => {
    const user = userEvent.setup();
    const { callsTo } = serverWithJoin(() => json(500, {}));
    renderApp('/order-summary', { auth: authFor('receptionist'), state: { cart } });
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });

    expect(screen.getByText('Add your name and a valid phone number to join.')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', true);
    await user.click(confirmButton());
    expect(callsTo('POST', '/api/queue')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Change order' })).toHaveProperty(
      'pathname',
      `/barbershop/${shopId}`,
    );
  });

  it('shows a friendly empty state linking home when the cart is empty', async () => {
    stubApi(() => json(500, {}));
    renderApp('/order-summary', { customer: customerWithDetails });
    expect(await screen.findByRole('heading', { name: 'Your order is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a barbershop' })).toHaveProperty('pathname', '/');
    expect(screen.queryByRole('button', { name: 'Confirm and join the queue' })).toBeNull();
  });

  it('says so when the shop cannot be fetched, and offers to try again', async () => {
    const user = userEvent.setup();
    let shopAnswers = 0;
    stubApi(() => {
      shopAnswers += 1;
      return shopAnswers === 1
        ? json(503, { ok: false, message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' })
        : json(200, { ok: true, data: shopDetailFixture() });
    });
    renderSummary();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch barber shop');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
  });
});
