// A light, steady day of trade: walk-ins joining and following their order, each shop's staff
// board serving them, owners signing in again, and visitors browsing the shops.
import type { SessionResponse, ShopListResponse } from '@jono/contract';
import type { Socket } from 'socket.io-client';
import { demoPassword } from '../../apps/server/src/db/seed/demo-shops';
import { demoEmail } from '../../apps/server/src/db/seed/seed-demo-data';
import { joinBody } from '../raw-http';
import { call, closeSocket, get, openSocket, running } from './client';
import { arrivalGap, between, every, pause, pick } from './pacing';
import { type Shop, shops } from './shops';

// A walk-in: joins an open shop whose queue is not long (a long one sends people elsewhere),
// follows the order on its tracking page until served or gone, and one in six gives up
// waiting after a while and leaves the queue.
let phone = 0;
const pages = new Map<string, Socket>();
function closePage(orderId: string) {
  const page = pages.get(orderId);
  if (page) closeSocket(page);
  pages.delete(orderId);
}
async function walkIn() {
  const open = shops.filter((shop) => shop.queueState === 'open' && shop.waiting.length < 8);
  if (open.length === 0) return;
  const shop = pick(open);
  const joined = await call<{ data: { orderId: string } }>(
    'POST',
    '/api/queue',
    joinBody(shop, `040${String(1_000_000 + ++phone)}`),
  );
  if (!joined) return;
  const { orderId } = joined.data;
  shop.waiting.push(orderId);
  const page = openSocket();
  pages.set(orderId, page);
  page.on('connect', () =>
    page.emit('order:watch', orderId, () => void get(`/api/queue/${orderId}`)),
  );
  if (Math.random() < 1 / 6) {
    await pause(between(20_000, 120_000));
    // Only one still waiting and not yet called can walk out; the staff have the others.
    const at = shop.waiting.indexOf(orderId);
    if (at < 0 || !running) return;
    shop.waiting.splice(at, 1);
    await call('PATCH', `/api/queue/cancel/${orderId}`);
    closePage(orderId);
  }
}

// Each shop's board: read every few seconds, as the staff screen does; a barber whose
// customer's time is up finishes them, one called at the last look is started, and a free
// barber calls the next in line. One loop per shop, so its steps never race each other.
async function staffStep(shop: Shop) {
  await get('/api/staff/queue', shop.token);
  const now = Date.now();
  for (const barberId of shop.barbers) {
    const serving = shop.serving.get(barberId);
    if (serving && serving.until <= now) {
      await call('POST', `/api/staff/queue/${serving.orderId}/finish`, undefined, shop.token);
      shop.serving.delete(barberId);
      closePage(serving.orderId);
    }
    const called = shop.called.get(barberId);
    if (called) {
      shop.called.delete(barberId);
      await call('POST', `/api/staff/queue/${called}/start`, { barberId }, shop.token);
      shop.serving.set(barberId, { orderId: called, until: now + between(15_000, 45_000) });
    } else if (!shop.serving.has(barberId)) {
      const next = shop.waiting.shift();
      if (next) {
        await call('POST', `/api/staff/queue/${next}/call`, { barberId }, shop.token);
        shop.called.set(barberId, next);
      }
    }
  }
}

// A staff screen per shop in the shop's staff room, joining again with a fresh token when
// told its access ends; owners sign in again every 10 minutes (tokens last 15).
export function openStaffScreens() {
  for (const shop of shops) {
    const screen = openSocket();
    const watch = () => screen.emit('staff:watch', shop.token);
    screen.on('connect', watch);
    screen.on('staff:renew', watch);
  }
}
async function signInAgain() {
  for (const shop of shops) {
    const session = await call<SessionResponse>('POST', '/api/auth/email-login', {
      email: demoEmail('owner', shop.slug),
      password: demoPassword,
    });
    if (session) shop.token = session.session.accessToken;
  }
}

// A visitor: the shop list (which refreshes the shops' queue states the walk-ins go by),
// its queues watched live, one to three shop pages read, then gone after a minute or so.
async function visit() {
  const shopList = await get<ShopListResponse>('/api/shops');
  if (!shopList) return;
  for (const summary of shopList.data) {
    const shop = shops.find((s) => s.id === summary.id);
    if (shop) shop.queueState = summary.queueState;
  }
  const socket = openSocket();
  socket.on('connect', () =>
    socket.emit(
      'shop:watch',
      shopList.data.map((shop) => shop.id),
    ),
  );
  const reads = 1 + Math.floor(Math.random() * 3);
  for (let i = 0; i < reads && running; i++) {
    await pause(between(2_000, 6_000));
    await get(`/api/shops/${pick(shops).id}`);
  }
  await pause(between(30_000, 90_000));
  closeSocket(socket);
}

/** Starts every loop of the load; they end at their next turn once the soak stops running. */
export function startLoad(joinEveryMs: number) {
  // Walk-ins and visitors come whether or not the last one has gone; a shop's board is one
  // screen, one step at a time.
  every(
    () => arrivalGap(joinEveryMs),
    async () => void walkIn(),
  );
  for (const shop of shops)
    every(
      () => between(5_000, 10_000),
      () => staffStep(shop),
    );
  every(
    () => arrivalGap(5_000),
    async () => void visit(),
  );
  every(() => 10 * 60_000, signInAgain);
}
