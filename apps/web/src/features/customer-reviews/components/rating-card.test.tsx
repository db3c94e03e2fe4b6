import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { json, stubApi } from '@/testing/api';
import { RatingCard } from './rating-card';

const shopId = '5b0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2';
const orderId = 'c7bbb7cd-68b0-4b5e-bf86-6633480693ae';
const review = {
  id: '0f0c3c1e-7f4e-4c55-9cf8-66c2f2e24ea2',
  stars: 4,
  comment: 'Great fade',
  author: 'Aino V.',
  visitMonth: '2026-11',
  createdAt: '2026-11-25T10:00:00.000Z',
  reply: null,
};

function renderCard() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RatingCard shopId={shopId} orderId={orderId} />
      </Provider>
    </I18nextProvider>,
  );
}

/** The server as the card sees it: the visit's state, and a review once posted. */
function serveVisit(eligibility: 'eligible' | 'not_served' | 'reviewed') {
  let posted: Record<string, unknown> | null = eligibility === 'reviewed' ? review : null;
  const bodies: unknown[] = [];
  const api = stubApi(async (url, request) => {
    if (url.pathname === `/api/shops/${shopId}/reviews/visits/${orderId}`)
      return json(200, {
        ok: true,
        data: posted ? { eligibility: 'reviewed', review: posted } : { eligibility, review: null },
      });
    if (url.pathname === `/api/shops/${shopId}/reviews` && request.method === 'POST') {
      const body = (await request.json()) as { stars: number; comment?: string };
      bodies.push(body);
      posted = { ...review, stars: body.stars, comment: body.comment ?? null };
      return json(201, { ok: true, message: 'Thanks', data: posted });
    }
    return json(404, { ok: false, message: 'Not found', code: 'NOT_FOUND' });
  });
  return { ...api, bodies };
}

describe('the rating card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rates 1-5 stars by keyboard with an optional comment, then thanks and shows the review', async () => {
    const server = serveVisit('eligible');
    const user = userEvent.setup();
    renderCard();
    const group = await screen.findByRole('group', { name: 'Your rating' });
    expect(group).toBeTruthy();

    // Sending without stars asks for them and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByText('Choose 1–5 stars.')).toBeTruthy();
    expect(server.bodies).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true);
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Great fade ');
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your review!' })).toBeTruthy();
    expect(server.bodies).toEqual([{ orderId, stars: 5, comment: 'Great fade' }]);
    expect(screen.getByText('Rated 5 out of 5')).toBeTruthy();
    expect(screen.getByText('Aino V.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('shows the review already written instead of the form', async () => {
    serveVisit('reviewed');
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(screen.getByText('Great fade')).toBeTruthy();
    expect(screen.getByText('Visited November 2026')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
  });

  it('shows nothing for a visit that cannot be reviewed', async () => {
    const server = serveVisit('not_served');
    renderCard();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('words a refusal in the reader’s language', async () => {
    stubApi((url) =>
      url.pathname.endsWith(`/visits/${orderId}`)
        ? json(200, { ok: true, data: { eligibility: 'eligible', review: null } })
        : json(409, { ok: false, message: 'x', code: 'ALREADY_REVIEWED' }),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('radio', { name: '1 star' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('This visit has already been reviewed.')).toBeTruthy();
  });
});
