import type { ServiceCategory } from '@jono/contract/api/shops';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serviceIds, shopDetail } from '@/testing/shops';
import { type CartState, cartReducer, initialCartState } from '../stores/cart-slice';
import { CartSummary } from './cart-summary';
import { ServiceMenu } from './service-menu';

const shop = shopDetail();

function renderMenu(
  cart: CartState = initialCartState,
  categories: readonly ServiceCategory[] = shop.categories,
) {
  const store = configureStore({ reducer: { cart: cartReducer }, preloadedState: { cart } });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <ServiceMenu shopId={shop.id} categories={categories} />
        <CartSummary shopId={shop.id} categories={categories} />
      </Provider>
    </I18nextProvider>,
  );
  return store;
}

const summary = () => screen.getByRole('region', { name: 'Your order' });

describe('the service menu and the order summary', () => {
  it('lists each add-on under its service once the service is chosen', async () => {
    renderMenu();
    expect(screen.getByRole('heading', { name: 'Haircuts' })).toBeTruthy();
    expect(screen.getByText('2 add-ons to choose once added')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Hair wash' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Haircut' }));
    const addons = screen.getByRole('list', { name: 'Add-ons' });
    expect(within(addons).getByText('Hair wash')).toBeTruthy();
    expect(within(addons).getByText('+€5.15')).toBeTruthy();
    expect(within(addons).getByText('+10 mins')).toBeTruthy();
  });

  it('names every line of the order with its quantity and price', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Add Haircut' }));
    await userEvent.click(screen.getByRole('button', { name: 'One more Haircut' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Brows to Haircut' }));
    const lines = within(summary()).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      '2 × Haircut€65.002 × Brows€16.00',
      '2 × Brows€16.00',
    ]);
    expect(within(summary()).getByTestId('cart-total-price').textContent).toBe('€81.00');
    expect(within(summary()).getByTestId('cart-total-duration').textContent).toBe('1 hr 10 mins');
  });

  it("does not show another shop's order as this one's, and starts anew here", async () => {
    const elsewhere: CartState = {
      ...initialCartState,
      shopId: 'another-shop',
      services: [{ id: serviceIds.cut, price: 30, duration: 30, quantity: 3, addons: [] }],
    };
    const store = renderMenu(elsewhere);
    expect(screen.getByRole('button', { name: 'Add Haircut' })).toBeTruthy();
    expect(within(summary()).getByText('No services chosen yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Beard trim' }));
    expect(store.getState().cart.shopId).toBe(shop.id);
    expect(store.getState().cart.services.map((s) => s.id)).toEqual([serviceIds.beard]);
  });

  it('keeps the focus on the item when Add, −, + and Remove swap the buttons', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Add Haircut' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One more Haircut' }));

    await user.click(screen.getByRole('button', { name: 'One more Haircut' }));
    await user.click(screen.getByRole('button', { name: 'One less Haircut' }));
    // Back at one, − is disabled: the focus waits on + rather than on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One more Haircut' }));

    await user.click(screen.getByRole('button', { name: 'Add Hair wash to Haircut' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One more Hair wash' }));
    await user.click(screen.getByRole('button', { name: 'Remove Hair wash' }));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add Hair wash to Haircut' }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Haircut' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Haircut' }));
  });

  it('names the same add-on under two services apart', async () => {
    const [cuts, beards] = shop.categories as [ServiceCategory, ServiceCategory];
    const brows = cuts.services[0]?.addons.find((addon) => addon.id === serviceIds.brows);
    const beardWithBrows = {
      ...beards.services[0],
      addons: [brows],
    } as ServiceCategory['services'][number];
    const user = userEvent.setup();
    renderMenu(initialCartState, [cuts, { ...beards, services: [beardWithBrows] }]);
    await user.click(screen.getByRole('button', { name: 'Add Haircut' }));
    await user.click(screen.getByRole('button', { name: 'Add Beard trim' }));
    expect(screen.getByRole('button', { name: 'Add Brows to Haircut' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Brows to Beard trim' })).toBeTruthy();
  });
});
