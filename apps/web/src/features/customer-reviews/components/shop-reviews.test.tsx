import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { json, stubApi } from '@/testing/api';
import { ShopReviews } from './shop-reviews';

const shopId = '5b0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2';

const reviewNumber = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  stars: n % 2 === 0 ? 4 : 5,
  comment: n === 1 ? 'Best cut in town' : null,
  author: `Customer${n} K.`,
  visitMonth: '2026-10',
  createdAt: '2026-11-25T10:00:00.000Z',
  reply: n === 1 ? { text: 'Thank you, come again!', at: '2026-11-25T11:00:00.000Z' } : null,
});

function renderReviews() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <ShopReviews shopId={shopId} />
      </Provider>
    </I18nextProvider>,
  );
}

/** A shop with `total` reviews, served a page at a time as the server does. */
function serveReviews(total: number) {
  const all = Array.from({ length: total }, (_, i) => reviewNumber(i + 1));
  return stubApi((url) => {
    if (url.pathname !== `/api/shops/${shopId}/reviews`) return undefined;
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return json(200, {
      ok: true,
      data: {
        rating: total ? { average: 4.6, count: total } : null,
        reviews: all.slice(offset, offset + limit),
        total,
        offset,
        limit,
      },
    });
  });
}

describe("the shop's reviews", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the newest with the average, the reply, and loads more until all are shown', async () => {
    serveReviews(7);
    const user = userEvent.setup();
    renderReviews();
    expect(await screen.findByText('4.6 out of 5, 7 reviews')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Best cut in town')).toBeTruthy();
    expect(screen.getByText('Reply from the shop')).toBeTruthy();
    expect(screen.getByText('Thank you, come again!')).toBeTruthy();
    expect(screen.getAllByText('Visited October 2026')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Customer7 K.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says so when there are none yet', async () => {
    serveReviews(0);
    renderReviews();
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });

  it('months and averages follow the language', async () => {
    serveReviews(1);
    await i18n.changeLanguage('fi');
    try {
      renderReviews();
      expect(await screen.findByText('4,6 / 5, 1 arvio')).toBeTruthy();
      expect(screen.getByText('Käynti lokakuu 2026')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
