import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import { type CartState, initialCartState } from '@/features/customer-cart/stores/cart-slice';
import {
  haircutId,
  json,
  placeFixture,
  shopDetailFixture,
  shopId,
  stubApi,
} from '@/testing/queue-fixtures';

const cart: CartState = {
  ...initialCartState,
  shopId,
  services: [{ id: haircutId, price: 36.8, duration: 30, quantity: 1, addons: [] }],
};

const textMeLabel = "Text me when it's time to come (standard message rates)";

/** The shop (sending texts or not) and a join that answers at once. */
function server(textAlerts: boolean) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/shops/${shopId}`) {
      return json(200, { ok: true, data: shopDetailFixture({ textAlerts }) });
    }
    if (call.method === 'POST' && call.path === '/api/queue') {
      const data = { ...placeFixture(), shortCode: 'K7M2QD' };
      return json(201, { ok: true, message: 'You are in the queue', data });
    }
    return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

async function joinAndReadBody(callsTo: ReturnType<typeof server>['callsTo']) {
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and join the queue' }));
  await waitFor(() => expect(callsTo('POST', '/api/queue')).toHaveLength(1));
  return callsTo('POST', '/api/queue')[0]?.body;
}

const renderSummary = () =>
  renderApp('/order-summary', { customer: customerWithDetails, state: { cart } });

describe('order summary: "text me" where the shop’s server sends texts', () => {
  it('asks, ticked to start with, and sends the consent with the join', async () => {
    const { callsTo } = server(true);
    renderSummary();
    const box = await screen.findByRole('checkbox', { name: textMeLabel });
    expect(box).toHaveProperty('checked', true);
    expect(await joinAndReadBody(callsTo)).toMatchObject({ textMe: true });
  });

  it('sends textMe false once the customer unticks it, by keyboard too', async () => {
    const user = userEvent.setup();
    const { callsTo } = server(true);
    renderSummary();
    const box = await screen.findByRole('checkbox', { name: textMeLabel });
    box.focus();
    await user.keyboard(' ');
    expect(box).toHaveProperty('checked', false);
    expect(await joinAndReadBody(callsTo)).toMatchObject({ textMe: false });
  });

  it('neither asks nor sends anything new where the server sends no texts', async () => {
    const { callsTo } = server(false);
    renderSummary();
    await screen.findByRole('heading', { name: 'Jono 24/7 Barbers' });
    expect(screen.queryByRole('checkbox', { name: textMeLabel })).toBeNull();
    expect(await joinAndReadBody(callsTo)).not.toHaveProperty('textMe');
  });
});
