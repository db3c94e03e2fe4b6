import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { json, stubApi } from '@/testing/api';
import { OwnerReviewsPanel } from './owner-reviews-panel';

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  stars: 2,
  comment: 'Waited long',
  author: 'Aino V.',
  visitMonth: '2026-11',
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  orderCode: 'K7M-2QD',
  report: null,
};

function renderPanel() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <OwnerReviewsPanel />
      </Provider>
    </I18nextProvider>,
  );
}

describe("the owner's reviews", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replies once, publicly: the reply shows and the button is gone', async () => {
    let review: Record<string, unknown> = { ...base };
    const sent: unknown[] = [];
    stubApi(async (url, request) => {
      if (url.pathname === '/api/manage/reviews')
        return json(200, {
          ok: true,
          data: {
            rating: { average: 2, count: 1 },
            reviews: [review],
            total: 1,
            offset: 0,
            limit: 20,
          },
        });
      if (url.pathname === `/api/manage/reviews/${base.id}/reply`) {
        const body = (await request.json()) as { text: string };
        sent.push(body);
        review = { ...review, reply: { text: body.text, at: '2026-11-21T10:00:00.000Z' } };
        return json(200, { ok: true, message: 'Reply published', data: review });
      }
      return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
    });
    const user = userEvent.setup();
    renderPanel();
    const card = (await screen.findByText('Code K7M-2QD')).closest('div') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    await user.type(within(card).getByRole('textbox', { name: 'Your public reply' }), 'Sorry!');
    await user.click(within(card).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Sorry!')).toBeTruthy();
    expect(sent).toEqual([{ text: 'Sorry!' }]);
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('shows a reported review with its reason, marked hidden from the public page', async () => {
    stubApi((url) =>
      url.pathname === '/api/manage/reviews'
        ? json(200, {
            ok: true,
            data: {
              rating: null,
              reviews: [{ ...base, report: { reason: 'Not our customer', at: base.createdAt } }],
              total: 1,
              offset: 0,
              limit: 20,
            },
          })
        : undefined,
    );
    renderPanel();
    expect(await screen.findByText(/Not our customer/)).toBeTruthy();
    expect(screen.getByText('Hidden from the public page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    stubApi((url) =>
      url.pathname === '/api/manage/reviews'
        ? json(200, {
            ok: true,
            data: { rating: null, reviews: [], total: 0, offset: 0, limit: 20 },
          })
        : undefined,
    );
    renderPanel();
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });
});
