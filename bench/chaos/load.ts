// The load: walk-in joins at a steady rate and the staff serving the queue, on the demo shop
// open around the clock; and at the end, which acknowledged joins the database lacks.
import { randomUUID } from 'node:crypto';
import type { SessionResponse, ShopDetail, ShopSummary } from '@jono/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { queueEntries } from '../../apps/server/src/db/schema';
import { walkInOrder } from '../raw-http';
import { counted, request } from './http';
import { JOINS_PER_SECOND, QUEUE, sleep } from './settings';

export interface Shop {
  id: string;
  serviceId: string;
  duration: number;
  price: number;
}

/** Every join the server acknowledged, in the order it did. */
export const acknowledged: string[] = [];
/** Acknowledged joins the staff have not served yet, oldest first. */
const toServe: string[] = [];
let phoneCounter = 0;

async function joinQueue(shop: Shop) {
  // The web sends one key per join and the same key again on a retry: a join the server made
  // but whose answer was lost is answered again, not made twice.
  const key = randomUUID();
  const phone = `040${String(2_000_000 + ++phoneCounter)}`;
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await counted(
      'join',
      'POST',
      '/api/queue',
      walkInOrder(shop, phone, 'Chaos Customer'),
      { 'idempotency-key': key },
    );
    if (answer) {
      const orderId = (JSON.parse(answer.body) as { data: { orderId: string } }).data.orderId;
      if (!acknowledged.includes(orderId)) {
        acknowledged.push(orderId);
        toServe.push(orderId);
      }
      return;
    }
    await sleep(500);
  }
}

/** Joins JOINS_PER_SECOND while running; each join in flight is in `inFlight` until it settles. */
export async function keepJoining(
  shop: Shop,
  isRunning: () => boolean,
  inFlight: Set<Promise<void>>,
) {
  const gapMs = 1000 / JOINS_PER_SECOND;
  let next = performance.now();
  while (isRunning()) {
    const joined = joinQueue(shop);
    inFlight.add(joined);
    void joined.finally(() => inFlight.delete(joined));
    next += gapMs;
    await sleep(Math.max(0, next - performance.now()));
  }
}

export interface Staff {
  shopId: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

async function logIn(staff: Staff) {
  for (;;) {
    const answer = await counted('login', 'POST', '/api/auth/email-login', {
      email: staff.email,
      password: staff.password,
    });
    if (answer) {
      const { session } = JSON.parse(answer.body) as SessionResponse;
      staff.token = session.accessToken;
      staff.userId = session.userId;
      return;
    }
    await sleep(500);
  }
}

/**
 * One staff step on an order: true once done (a 409 says an earlier attempt, whose answer was
 * lost, did it); a 401 (the access token expired) logs in again and repeats it.
 */
async function staffStep(staff: Staff, orderId: string, step: 'start' | 'finish') {
  for (;;) {
    const answer = await counted(
      `staff ${step}`,
      'POST',
      `/api/staff/queue/${orderId}/${step}`,
      step === 'start' ? { barberId: staff.userId } : undefined,
      { authorization: `Bearer ${staff.token}` },
      (status) => (status >= 200 && status < 300) || status === 401 || status === 409,
    );
    if (answer?.status === 401) {
      await logIn(staff);
      continue;
    }
    return answer !== null;
  }
}

/** Keeps about QUEUE customers waiting: serves the oldest acknowledged one while more wait. */
export async function serveQueue(staff: Staff, isRunning: () => boolean) {
  let step: 'start' | 'finish' = 'start';
  while (isRunning()) {
    const orderId = toServe[0];
    if (!orderId || toServe.length <= QUEUE) {
      await sleep(50);
      continue;
    }
    if (!(await staffStep(staff, orderId, step))) {
      await sleep(200);
      continue;
    }
    if (step === 'start') step = 'finish';
    else {
      step = 'start';
      toServe.shift();
    }
  }
}

/** The demo shop open around the clock, its first service, and its owner logged in. */
export async function demoShop() {
  const listed = await request('GET', '/api/shops?q=mannerheimintie');
  const [summary] = (JSON.parse(listed.body) as { data: ShopSummary[] }).data;
  if (!summary) throw new Error('the 24/7 demo shop is missing');
  const detail = JSON.parse((await request('GET', `/api/shops/${summary.id}`)).body) as {
    data: ShopDetail;
  };
  const service = detail.data.categories[0]?.services[0];
  if (!service) throw new Error('the demo shop has no services');
  const shop: Shop = {
    id: summary.id,
    serviceId: service.id,
    duration: service.duration,
    price: service.price,
  };
  const staff: Staff = {
    shopId: shop.id,
    email: 'owner.keskusta@demo.jono.fi',
    password: 'JonoDemo2026!',
    token: '',
    userId: '',
  };
  await logIn(staff);
  const limit = await request(
    'PATCH',
    '/api/staff/queue-status',
    { queueLimit: 500 },
    { authorization: `Bearer ${staff.token}` },
  );
  if (limit.status !== 200) throw new Error(`queue limit: ${limit.status} ${limit.body}`);
  return { shop, staff };
}

/** The joins the server acknowledged that the database does not have. */
export async function lostJoins(db: Db) {
  const found = new Set<string>();
  for (let i = 0; i < acknowledged.length; i += 1000) {
    const ids = acknowledged.slice(i, i + 1000);
    const rows = await db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(inArray(queueEntries.id, ids));
    for (const row of rows) found.add(row.id);
  }
  return acknowledged.filter((id) => !found.has(id));
}
