import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerWithDetails, renderApp } from '@/app/testing/render-app';
import { i18n } from '@/lib/i18n';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, orderId, stubApi, trackingOrderFixture } from '@/testing/queue-fixtures';

// The first render of a page waits for its lazy route chunk, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

// Following an order opens the tracking page, which listens live.
vi.mock('@/lib/socket', () => {
  const fake = createFakeSocket();
  return { realtimeSocket: () => fake.socket };
});

const noMatch = {
  ok: false,
  message: 'No order matches this order number and phone',
  code: 'NOT_FOUND',
};

describe('check details (spec section 2)', () => {
  it('checks the order number and phone before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(() => json(500, {}));
    renderApp('/check-details');
    await user.click(await screen.findByRole('button', { name: 'Find order' }));

    const orderNumber = screen.getByRole('textbox', { name: 'Order number' });
    expect(await screen.findByText('Enter your order number.')).toBeTruthy();
    expect(screen.getByText('Enter your phone number.')).toBeTruthy();
    expect(orderNumber.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(orderNumber);

    await user.type(orderNumber, '12345');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(
      await screen.findByText(
        "That doesn't look like an order number. Copy it exactly as shown on your tracking page.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('finds the order with the right phone and shows it, with a way to tracking', async () => {
    const user = userEvent.setup();
    const { callsTo } = stubApi((call) =>
      call.path === '/api/queue/lookup'
        ? json(200, { ok: true, data: trackingOrderFixture() })
        : json(404, {}),
    );
    renderApp('/check-details', { customer: customerWithDetails });

    // The phone is filled in from the customer's saved details.
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect((phone as HTMLInputElement).value).toBe('+358401234567');
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), ` ${orderId} `);
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    const heading = await screen.findByRole('heading', { name: 'Order details' });
    expect(callsTo('POST', '/api/queue/lookup')[0]?.body).toEqual({
      orderId,
      phone: '+358401234567',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const result = heading.closest('section');
    if (!result) throw new Error('no result');
    expect(within(result).getByText('Waiting')).toBeTruthy();
    expect(within(result).getByRole('heading', { name: 'Jono 24/7 Barbers' })).toBeTruthy();
    expect(within(result).getByText("Men's haircut")).toBeTruthy();
    expect(within(result).getByText('€42.60')).toBeTruthy();
    // Joined 14:30 UTC: 16:30 on the shop's clock.
    expect(within(result).getByText('22 Nov 2026, 16:30')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Follow it live' })).toHaveProperty(
      'pathname',
      `/order-tracking/${orderId}`,
    );
  });

  it('remembers the details it was found with when a new device follows the order', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.path === '/api/queue/lookup'
        ? json(200, { ok: true, data: trackingOrderFixture() })
        : json(200, { ok: true, data: trackingOrderFixture() }),
    );
    const { store, router } = renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), orderId);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 123 4567');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await user.click(await screen.findByRole('link', { name: 'Follow it live' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-tracking/${orderId}`));
    expect(store.getState().customer).toMatchObject({
      name: 'Aino Asiakas',
      phone: '040 123 4567',
    });
  });

  it('offers no tracking for a finished order', async () => {
    const user = userEvent.setup();
    stubApi(() =>
      json(200, {
        ok: true,
        data: trackingOrderFixture({ status: 'served', position: null, estimatedStart: null }),
      }),
    );
    renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), orderId);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 123 4567');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Served')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Follow it live' })).toBeNull();
  });

  it("shows the server's message when nothing matches", async () => {
    const user = userEvent.setup();
    stubApi(() => json(404, noMatch));
    renderApp('/check-details');
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), orderId);
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '040 765 4321');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No order matches this order number and phone');
    expect(screen.queryByText("Men's haircut")).toBeNull();
  });

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('fi');
    renderApp('/check-details');
    expect(await screen.findByRole('button', { name: 'Hae tilaus' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tilausnumero' })).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
