import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authFor, renderApp } from '@/app/testing/render-app';
import { errorAnswer, fakeServer, jsonAnswer } from '@/testing/fake-server';
import { createFakeSocket } from '@/testing/fake-socket';
import { testShopId } from '@/testing/sessions';
import { currentStatusFixture } from '@/testing/staff-queue-fixtures';

const live = vi.hoisted(() => ({ socket: null as ReturnType<typeof createFakeSocket> | null }));
vi.mock('@/lib/socket', () => ({
  realtimeSocket: () => {
    if (!live.socket) throw new Error('no fake socket');
    return live.socket.socket;
  },
}));

const statusPath = `/api/staff/current-status/${testShopId}`;

function server(answer: () => Response | Promise<Response>) {
  return fakeServer((call) =>
    call.method === 'GET' && call.path === statusPath
      ? answer()
      : errorAnswer(404, 'Not found', 'NOT_FOUND'),
  );
}
const answerWith = (status: CurrentStatus) => () => jsonAnswer(200, { ok: true, data: status });

const renderScreen = (shopId = testShopId) =>
  renderApp(`/shop-currentstatus/${shopId}`, { auth: authFor('barber') });

/** The screen's clock, from now to the end of the test. */
function screenClockAt(instant: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse(instant) });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const nowServing = () => screen.findByTestId('now-serving', {}, { timeout: 5000 });

describe('shop big screen', () => {
  beforeEach(() => {
    live.socket = createFakeSocket();
  });
  afterEach(() => {
    live.socket = null;
  });

  it('shows who is served and who is next by their codes, the wait and a QR code', async () => {
    server(answerWith(currentStatusFixture()));
    renderScreen();
    const serving = await nowServing();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shop status');
    expect(screen.getByText('Jono 24/7 Barbers')).toBeTruthy();
    expect(within(serving).getByText('Bea Barber')).toBeTruthy();
    expect(within(serving).getByText('B6V-2JF')).toBeTruthy();
    expect(within(serving).getByText(/^(20|19) mins left$/)).toBeTruthy();

    const next = screen.getAllByTestId('next-customer');
    expect(next.map((row) => row.textContent)).toEqual(['1K7M-2QD', '2P3X-9HTHere']);
    expect(screen.queryByTestId('now-calling')).toBeNull();

    expect(screen.getByTestId('newcomer-wait').textContent).toBe('25 mins');
    expect(screen.getByText('2 in the queue')).toBeTruthy();
    const qr = screen.getByRole('img', {
      name: `QR code to join the queue: jono.example/barbershop/${testShopId}`,
    });
    const source = qr.getAttribute('src') ?? '';
    expect(source.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(decodeURIComponent(source.slice('data:image/svg+xml;utf8,'.length))).toMatch(
      /^<svg[\s\S]*<\/svg>$/,
    );
  });

  it('shows when a walk-in joining now would start and until when walk-ins are taken', async () => {
    // The screen's clock before the range: a start that has passed is not shown.
    screenClockAt('2026-11-22T14:00:00.000Z');
    server(
      answerWith(
        currentStatusFixture({
          newcomerRange: {
            earliest: '2026-11-22T14:22:00.000Z',
            latest: '2026-11-22T14:33:00.000Z',
          },
          walkInsUntil: '2026-11-22T16:12:00.000Z',
        }),
      ),
    );
    renderScreen();
    await nowServing();
    const join = screen.getByTestId('join-panel');
    // On the shop's clock (UTC+2 in November), the range widened to whole five minutes.
    expect(within(join).getByTestId('newcomer-range').textContent).toBe('about 16:20 - 16:35');
    expect(within(join).getByText('Walk-ins until about 18:10')).toBeTruthy();
  });

  it('tells a newcomer when each barber at work could take them, or until when one is on a break', async () => {
    screenClockAt('2026-11-22T14:00:00.000Z');
    server(
      answerWith(
        currentStatusFixture({
          barbers: [
            { name: 'Bea Barber', nextFreeAt: '2026-11-22T14:25:00.000Z', breakEndsAt: null },
            { name: 'Olli Owner', nextFreeAt: '2026-11-22T14:00:20.000Z', breakEndsAt: null },
            {
              name: 'Aino Aalto',
              nextFreeAt: '2026-11-22T14:40:00.000Z',
              breakEndsAt: '2026-11-22T14:30:00.000Z',
            },
            { name: 'Eero Esimerkki', nextFreeAt: null, breakEndsAt: null },
          ],
        }),
      ),
    );
    renderScreen();
    await nowServing();
    const barbers = within(screen.getByTestId('join-panel')).getByTestId('barbers-next-free');
    expect(within(barbers).getByRole('heading').textContent).toBe('With the barber you choose');
    // First names, on the shop's clock (UTC+2 in November).
    expect(
      within(barbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bea16:25', 'Ollinow', 'Ainobreak till 16:30', 'Eero']);
  });

  it('offers no choice of barber where one barber works, nor while the queue is closed', async () => {
    const one = currentStatusFixture().barbers.slice(0, 1);
    server(answerWith(currentStatusFixture({ barbers: one })));
    const { unmount } = renderScreen();
    await nowServing();
    expect(screen.queryByTestId('barbers-next-free')).toBeNull();
    unmount();
    server(
      answerWith(
        currentStatusFixture({ shop: { ...currentStatusFixture().shop, queueState: 'closed' } }),
      ),
    );
    renderScreen();
    await nowServing();
    expect(screen.queryByTestId('barbers-next-free')).toBeNull();
  });

  it('leaves out a start nobody can say, and a cut-off of a queue that is closed', async () => {
    server(
      answerWith(
        currentStatusFixture({
          shop: { ...currentStatusFixture().shop, queueState: 'closed' },
          newcomerRange: {
            earliest: '2026-11-22T14:22:00.000Z',
            latest: '2026-11-22T14:33:00.000Z',
          },
          walkInsUntil: '2026-11-22T16:12:00.000Z',
        }),
      ),
    );
    renderScreen();
    await nowServing();
    expect(screen.queryByTestId('newcomer-range')).toBeNull();
    expect(screen.queryByText(/Walk-ins until/)).toBeNull();
  });

  it('shows codes called in the last two minutes under "Now calling", with their chair or barber', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    server(
      answerWith(
        currentStatusFixture({
          nowCalling: [
            { code: 'K7M2QD', calledAt: ago(30_000), chair: 2, barberName: null },
            { code: 'P3X9HT', calledAt: ago(60_000), chair: null, barberName: 'Bea Barber' },
            // Sent a moment before it ran out: the screen's own clock keeps it off.
            { code: 'W4N8RC', calledAt: ago(2 * 60_000 + 5_000), chair: 1, barberName: null },
          ],
        }),
      ),
    );
    renderScreen();
    const calling = await screen.findByTestId('now-calling', {}, { timeout: 5000 });
    expect(within(calling).getByRole('heading').textContent).toBe('Now calling');
    expect(
      within(calling)
        .getAllByTestId('called-code')
        .map((row) => row.textContent),
    ).toEqual(['K7M-2QDChair 2', 'P3X-9HTBea Barber']);
  });

  it('says so when the queue is closed, without a code to join', async () => {
    server(
      answerWith(
        currentStatusFixture({
          shop: { ...currentStatusFixture().shop, queueState: 'closed' },
          nowServing: [],
          next: [],
          waiting: 0,
        }),
      ),
    );
    renderScreen();
    await nowServing();
    expect(screen.getByTestId('newcomer-wait').textContent).toBe('Closed');
    expect(screen.getByRole('heading', { name: 'Walk-in queue' })).toBeTruthy();
    expect(screen.getByText('The queue is closed right now.')).toBeTruthy();
    expect(screen.queryByTestId('join-qr')).toBeNull();
    // Nothing on the screen says otherwise: no free chairs, no walking right in.
    expect(screen.getByText('No one in the chairs')).toBeTruthy();
    expect(screen.getByText('Nobody in the queue')).toBeTruthy();
    expect(screen.queryByText('Chairs are free')).toBeNull();
    expect(screen.queryByText('No queue – walk right in')).toBeNull();
  });

  it("says why a queue is full for its wait, naming the owner's most", async () => {
    const shop = currentStatusFixture().shop;
    const why = { queueState: 'full', fullReason: 'wait', maxWaitMinutes: 45 } as const;
    server(answerWith(currentStatusFixture({ shop: { ...shop, ...why } })));
    renderScreen();
    await nowServing();
    expect(screen.getByTestId('newcomer-wait').textContent).toBe('Full');
    expect(screen.getByTestId('join-hint').textContent).toBe(
      'Not taking walk-ins: the wait is over 45 mins.',
    );
    expect(screen.queryByTestId('join-qr')).toBeNull();
  });

  it("shows the wrong-shop page for another shop's screen, without asking the server", async () => {
    const { calls } = server(answerWith(currentStatusFixture()));
    renderScreen('another-shop');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'This screen belongs to another shop',
    );
    expect(calls.filter((call) => call.path.startsWith('/api/staff/current-status'))).toHaveLength(
      0,
    );
  });

  it('shows the wrong-shop page when the server does not know the shop for this user', async () => {
    server(() => errorAnswer(404, 'Shop not found', 'NOT_FOUND'));
    renderScreen();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This screen belongs to another shop' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('follows the queue live and reads again after a reconnect', async () => {
    let status = currentStatusFixture();
    const { callsTo } = server(() => jsonAnswer(200, { ok: true, data: status }));
    renderScreen();
    await nowServing();
    const fake = live.socket;
    if (!fake) throw new Error('no socket');
    act(() => fake.connect());
    expect(fake.sentArgs('staff:watch')).toContainEqual(['token-barber']);
    await waitFor(() => expect(callsTo('GET', statusPath)).toHaveLength(2));

    status = currentStatusFixture({
      next: [...currentStatusFixture().next, { position: 3, code: 'V2MMEU', isAtLocation: false }],
      waiting: 3,
    });
    act(() => fake.serverSends('staff:queue', { shopId: testShopId, kind: 'joined' }));
    expect(await screen.findByText('V2M-MEU')).toBeTruthy();

    act(() => fake.disconnect());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    const reads = callsTo('GET', statusPath).length;
    act(() => fake.connect());
    await waitFor(() => expect(callsTo('GET', statusPath).length).toBeGreaterThan(reads));
    expect(await screen.findByText('Live')).toBeTruthy();
  });

  it('recovers by itself when the server cannot be reached at first', async () => {
    let isDown = true;
    const { callsTo } = server(() =>
      isDown
        ? errorAnswer(503, 'Service unavailable', 'UNAVAILABLE')
        : answerWith(currentStatusFixture())(),
    );
    renderScreen();
    expect(
      await screen.findByText("Can't reach the server. Trying again…", {}, { timeout: 5000 }),
    ).toBeTruthy();
    isDown = false;
    // The first retry comes two seconds after the failure, without anyone touching the page.
    expect(await screen.findByTestId('now-serving', {}, { timeout: 4000 })).toBeTruthy();
    expect(callsTo('GET', statusPath).length).toBeGreaterThanOrEqual(2);
  });
});
