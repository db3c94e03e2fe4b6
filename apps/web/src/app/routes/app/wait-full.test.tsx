import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { errorMessage } from '@/lib/error-message';
import { i18n } from '@/lib/i18n';
import { queueFullMessage, queueStateLabel } from '@/lib/queue-words';
import { json, stubApi } from '@/testing/api';
import { createFakeSocket, type FakeSocket } from '@/testing/fake-socket';
import { shopDetail, shopSummary } from '@/testing/shops';

const { socket, toast } = vi.hoisted(() => {
  const socket: { current: FakeSocket | null } = { current: null };
  return { socket, toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } };
});
vi.mock('@/lib/socket', () => ({ realtimeSocket: () => socket.current?.socket }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));
const fakeSocket = createFakeSocket();
socket.current = fakeSocket;

// Full because a newcomer would wait past the owner's most of 45 minutes.
const waitFull = { queueState: 'full', fullReason: 'wait', maxWaitMinutes: 45 } as const;

describe("a queue full for its wait says why, with the owner's most", () => {
  beforeEach(() => {
    fakeSocket.disconnect();
    toast.error.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on the shop card of the home list', async () => {
    const shop = shopSummary({ ...waitFull, queue: 7 });
    stubApi((url) =>
      url.pathname === '/api/shops'
        ? json(200, { ok: true, data: [shop], total: 1, limit: 50, offset: 0 })
        : undefined,
    );
    renderApp('/');
    const card = await screen.findByRole('article', { name: shop.name }, { timeout: 3000 });
    expect(within(card).getByText('Wait over 45 mins')).toBeTruthy();
    expect(within(card).queryByText('Queue full')).toBeNull();
  });

  it("on the shop's page, its toast, and with no way to join", async () => {
    const shop = shopDetail(waitFull);
    stubApi((url) =>
      url.pathname === `/api/shops/${shop.id}` ? json(200, { ok: true, data: shop }) : undefined,
    );
    renderApp(`/barbershop/${shop.id}`);
    await screen.findByRole('heading', { level: 1, name: shop.name });
    const words = 'Not taking walk-ins: the wait is over 45 mins';
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(words, { id: `queue-full-${shop.id}` }),
    );
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.getByText(/would wait longer than the shop allows/)).toBeTruthy();
    expect(screen.getByText('Wait over 45 mins')).toBeTruthy();
    expect(screen.queryByText('The queue is full')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join queue' })).toBeNull();
  });
});

describe('the words for a full queue', () => {
  const t = i18n.getFixedT('fi');

  it('name the most in each language, and fall back when it is not known', () => {
    const why = { fullReason: 'wait', maxWaitMinutes: 90 } as const;
    expect(queueStateLabel(t, 'full', why, 'fi')).toMatch(/^Odotus yli 1 /);
    expect(queueFullMessage(t, why, 'fi')).toMatch(/^Jonottajia ei oteta nyt: odotus on yli 1 /);
    const unknown = { fullReason: 'wait', maxWaitMinutes: null } as const;
    expect(queueStateLabel(t, 'full', unknown, 'fi')).toBe('Jono täynnä');
    expect(queueFullMessage(t, unknown, 'fi')).toBe(
      'Jonottajia ei oteta nyt: odotus on liian pitkä',
    );
    const limit = { fullReason: 'limit', maxWaitMinutes: 30 } as const;
    expect(queueStateLabel(t, 'full', limit, 'fi')).toBe('Jono täynnä');
    expect(queueStateLabel(t, 'open', { fullReason: null, maxWaitMinutes: 30 }, 'fi')).toBe(
      'Jono auki',
    );
  });

  it('translate the refusal of a join', () => {
    const refusal = { status: 409, data: { ok: false, code: 'WAIT_TOO_LONG', message: 'x' } };
    expect(errorMessage(refusal)).toBe('Not taking walk-ins: the wait is too long right now');
  });
});
