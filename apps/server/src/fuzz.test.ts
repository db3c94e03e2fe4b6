import { staffBookingPaths, staffQueuePaths, staffWaitlistPaths } from '@jono/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './db/schema';
import { seededRandom } from './lib/seeded-random';
import { alertRunsSettled } from './modules/queue/alerts/order-alerts.service';
import { queuePassesSettled } from './modules/queue/live/queue.events';
import { createRefundRequest } from './test/booking-factories';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { freshAddress } from './test/client-address';
import { databaseDigest } from './test/db-digest';
import { createCatalogue, createQueueEntry, createShop, createStaff } from './test/factories';
import {
  type FuzzRequest,
  malformedRequests,
  type OpenApiDocument,
  routesOf,
} from './test/fuzz/malformed-requests';
import type { KnownIds } from './test/fuzz/schema-example';
import { loginAs } from './test/login';

/**
 * Malformed requests to every route of the app's own OpenAPI document, as a guest and as a
 * shop owner (so a missing token is not what refuses a staff route's bad body): no answer
 * may be a 5xx, every 4xx carries the error envelope, and a refused request writes nothing.
 * The inputs come from a seeded generator; FUZZ_SEED replays another sequence.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_251_108);
const replay = `replay with FUZZ_SEED=${seed}`;
/** Each route and caller gets at least these; more for each field and parameter it has. */
const atLeastPerRoute = 40;
const concurrency = 8;

/**
 * Tables a refused request may rightly write. A wrong password is refused (401) and still
 * counted: that count is what slows down guessing, so its rows must change.
 */
const writtenByRefusals = new Set(['login_throttle']);

/**
 * Routes that read the refresh cookie rather than the access token. The fuzz holds no
 * cookie: with one, each refused renewal would rightly end the owner's login.
 */
const cookieAuthenticated = new Set(['GET /api/auth/refresh-token']);

interface Caller {
  name: 'guest' | 'owner';
  authorization?: string;
}

interface Answer<Request = FuzzRequest> {
  request: Request;
  caller: Caller['name'];
  status: number;
  isEnvelope: boolean;
  body: string;
}

function isErrorEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body);
    return (
      parsed?.ok === false && typeof parsed.message === 'string' && typeof parsed.code === 'string'
    );
  } catch {
    return false;
  }
}

type Outcome = Answer<Omit<FuzzRequest, 'payload'>>;

const describeAnswer = (a: Outcome) =>
  `${a.status} ${a.caller} ${a.request.method} ${a.request.url.slice(0, 100)} [${a.request.label}] ${a.body.slice(0, 100)}`;

describe('malformed requests to every route', () => {
  let t: TestApp;
  const answers: Outcome[] = [];
  const rowsChanged: string[] = [];
  let routeNames: string[] = [];
  let owner: Caller;

  type Digest = Record<string, string>;
  const digest = async (): Promise<Digest> => {
    // Background mail delivery marks outbox rows; let it settle so only requests are seen.
    await t.app.mail.deliverDue();
    const all = await databaseDigest(t.database.db);
    for (const table of writtenByRefusals) delete all[table];
    return all;
  };

  const changedTables = (before: Digest, after: Digest) =>
    Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

  async function send(request: FuzzRequest, caller: Caller): Promise<Answer> {
    const res = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...request.headers,
        ...(caller.authorization ? { authorization: caller.authorization } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      // Each request from its own address, so no rate limit stands in for validation.
      remoteAddress: freshAddress(),
    });
    return {
      request,
      caller: caller.name,
      status: res.statusCode,
      isEnvelope: isErrorEnvelope(res.body),
      body: res.body.slice(0, 200),
    };
  }

  async function sendAll(requests: FuzzRequest[], caller: Caller): Promise<Answer[]> {
    const results: Answer[] = new Array(requests.length);
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        results[index] = await send(requests[index] as FuzzRequest, caller);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return results;
  }

  /**
   * Sends a batch and, if every answer refused, checks that no table changed since `before`.
   * Hands back the answers and the digest after them, the next batch's `before`.
   */
  async function sendChecked(
    requests: FuzzRequest[],
    caller: Caller,
    route: string,
    before: Digest,
  ): Promise<{ batch: Answer[]; after: Digest }> {
    const batch = await sendAll(requests, caller);
    // What an accepted request sets off in the background writes too: its mail is sent (which
    // marks the outbox row), and a join's queue pass may claim an alert (an order's row).
    await t.app.mail.deliverDue();
    await queuePassesSettled(t.app.ctx);
    await alertRunsSettled(t.app.ctx);
    const after = await digest();
    const refused = batch.filter((a) => a.status >= 400);
    if (refused.length === batch.length) {
      const changed = changedTables(before, after);
      if (changed.length) rowsChanged.push(`${caller.name} ${route}: ${changed.join(', ')}`);
      return { batch, after };
    }
    if (!refused.length) return { batch, after };
    // Accepted requests may write; the refused ones are checked again on their own.
    const again = await sendChecked(
      refused.map((a) => a.request),
      caller,
      route,
      after,
    );
    const surprises = again.batch.filter((a) => a.status < 400);
    return { batch: [...batch, ...surprises], after: again.after };
  }

  /** A shop with a row of each kind a route can name, so spoiled requests reach them. */
  async function seedShop(): Promise<{ ownerEmail: string; knownIds: KnownIds }> {
    const db = t.database.db;
    const shopId = (await createShop(db)).id;
    const { email: ownerEmail } = await createStaff(db, shopId, { role: 'owner' });
    const { category, services, addons } = await createCatalogue(db, shopId);
    const barberId = (await createStaff(db, shopId, { role: 'barber' })).id;
    const orderId = (await createQueueEntry(db, shopId)).id;
    const refund = await createRefundRequest(db, shopId);
    const byName: Record<string, string | undefined> = {
      shopId,
      orderId,
      bookingId: refund.bookingId,
      refundId: refund.id,
      categoryId: category.id,
      serviceId: services[0]?.id,
      addonId: addons[0]?.id,
      barberId,
    };
    // "id" takes its kind from the collection before it: /manage/services/{id}, services[].id.
    const byCollection: Record<string, string | undefined> = {
      shops: shopId,
      'current-status': shopId,
      categories: category.id,
      services: services[0]?.id,
      addons: addons[0]?.id,
      staff: barberId,
      // A wish the shop offers, so a spoiled wish id is what the join or booking meets.
      additionalServices: 'noWash',
    };
    const knownIds: KnownIds = (path) => {
      const name = path[path.length - 1] ?? '';
      return name === 'id' ? byCollection[path[path.length - 2] ?? ''] : byName[name];
    };
    return { ownerEmail, knownIds };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const { ownerEmail, knownIds } = await seedShop();
    const logIn = async (): Promise<Caller> => ({
      name: 'owner',
      authorization: (await loginAs(t.app, ownerEmail)).authorization,
    });
    owner = await logIn();
    const guest: Caller = { name: 'guest' };

    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = routesOf(document as OpenApiDocument);
    routeNames = routes.map((r) => r.name);
    const context = { random: seededRandom(seed), knownIds };
    let state = await digest();
    for (const route of routes) {
      const requests = malformedRequests(route, context);
      for (const caller of [guest, owner]) {
        const sent = await sendChecked(requests, caller, route.name, state);
        // Kept without payloads: some are megabytes, and only what to replay is needed later.
        answers.push(
          ...sent.batch.map(({ request: { payload, ...request }, ...answer }) => ({
            ...answer,
            request,
          })),
        );
        state = sent.after;
      }
      // A malformed request may still log out (its query is ignored); log in again.
      const probe = await t.app.inject({
        method: 'GET',
        url: '/api/users/team',
        headers: { authorization: owner.authorization ?? '' },
      });
      if (probe.statusCode === 401) {
        owner = await logIn();
        state = await digest();
      }
    }
  }, 600_000);
  afterAll(() => t?.close());

  it('sends at least 5,000 requests, to every route of the document as guest and owner', () => {
    expect(answers.length).toBeGreaterThanOrEqual(5_000);
    for (const name of routeNames) {
      for (const caller of ['guest', 'owner']) {
        const sent = answers.filter((a) => a.request.route === name && a.caller === caller);
        expect(sent.length, `${caller} ${name}`).toBeGreaterThanOrEqual(atLeastPerRoute);
      }
    }
  });

  it('gets past authentication as the owner, so validation is what refuses', () => {
    const hiddenByAuth = routeNames.filter(
      (name) =>
        !cookieAuthenticated.has(name) &&
        answers
          .filter((a) => a.request.route === name && a.caller === 'owner')
          .every((a) => a.status === 401 || a.status === 403),
    );
    expect(hiddenByAuth, replay).toEqual([]);
  });

  it('never answers with a 5xx', () => {
    expect(answers.filter((a) => a.status >= 500).map(describeAnswer), replay).toEqual([]);
  });

  it('answers every 4xx with the error envelope', () => {
    const bare = answers.filter((a) => a.status >= 400 && a.status < 500 && !a.isEnvelope);
    expect(bare.map(describeAnswer), replay).toEqual([]);
  });

  it('leaves every table as it was after a refused request', () => {
    expect(rowsChanged, replay).toEqual([]);
  });

  it("leaves the staff's lists answering, whatever the accepted requests stored", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const url of [
      staffQueuePaths.board,
      `${staffBookingPaths.bookings}?date=${today}`,
      `${staffBookingPaths.bookings}?date=2030-01-15`,
      `${staffWaitlistPaths.ofDay}?date=2030-01-15`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: owner.authorization ?? '' },
      });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)} ${replay}`).toBe(200);
    }
  });
});

/**
 * Every per-account and per-address cap, hit by a burst of requests at the same moment (from
 * everywhere, or from one address for a cap per address): on PostgreSQL each runs on a connection of its own, so a cap counted and then
 * written in two steps lets the whole burst through. None may answer a 5xx, and each cap lets
 * exactly its number through.
 */
describe('bursts against every cap', () => {
  const burst = 30;
  let t: TestApp;
  let shopId: string;
  beforeAll(async () => {
    // The per-route limits per client address stay out of the way of the caps behind them.
    t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    shopId = (await createShop(t.database.db)).id;
  });
  afterAll(() => t?.close());

  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
  const post = (url: string, payload: object, remoteAddress: string, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      ...(authorization ? { headers: { authorization } } : {}),
    });
  type Sent = Awaited<ReturnType<typeof post>>;

  const caps: {
    name: string;
    cap: number;
    /** Sent from one address; the others come from everywhere, as a flood of one account. */
    isPerAddress?: boolean;
    prepare(): Promise<{
      send(i: number, from: string): Promise<Sent>;
      let(sent: Sent[]): Promise<number>;
    }>;
  }[] = [
    {
      name: 'reset links mailed to one account',
      cap: 3,
      async prepare() {
        const { email } = await createStaff(t.database.db, shopId);
        return {
          send: (_, from) => post('/api/auth/forgot-password', { email }, from),
          let: () => mailsTo(email),
        };
      },
    },
    {
      name: "notices of registrations with an account's e-mail",
      cap: 3,
      async prepare() {
        const { email } = await createStaff(t.database.db, shopId);
        return {
          send: (i, from) =>
            post(
              '/api/auth/register-shop',
              {
                shopName: `Parturi Ryöppy ${i}`,
                address: 'Ryöppykatu 1',
                postalCode: '00100',
                city: 'Helsinki',
                country: 'Finland',
                ownerName: 'Reijo Ryöppy',
                email,
                phone: `040 888 ${String(1000 + i)}`,
                password: 'Saksi-ja-kampa-2026',
              },
              from,
            ),
          let: () => mailsTo(email),
        };
      },
    },
    {
      name: 'wrong passwords tried from one address',
      cap: 5,
      isPerAddress: true,
      async prepare() {
        const { email } = await createStaff(t.database.db, shopId);
        return {
          send: (i, from) => post('/api/auth/email-login', { email, password: `wrong-${i}` }, from),
          let: async (sent) => sent.filter((a) => a.statusCode === 401).length,
        };
      },
    },
    {
      name: 'verification links mailed to an owner not yet verified',
      cap: 3,
      async prepare() {
        const { email } = await createStaff(t.database.db, shopId, { isVerified: false });
        const { authorization } = await loginAs(t.app, email);
        return {
          send: (_, from) => post('/api/auth/resend-verification', {}, from, authorization),
          let: () => mailsTo(email),
        };
      },
    },
    {
      name: 'invitations a shop sends in a day',
      cap: 20,
      async prepare() {
        const { email } = await createStaff(t.database.db, (await createShop(t.database.db)).id);
        const { authorization } = await loginAs(t.app, email);
        return {
          send: (i, from) =>
            post(
              '/api/manage/staff',
              { name: 'Ville Vieras', email: `ryoppy-${i}@example.fi`, role: 'barber' },
              from,
              authorization,
            ),
          let: async (sent) => sent.filter((a) => a.statusCode === 201).length,
        };
      },
    },
    {
      name: 'one-time codes mailed to one address at one shop',
      cap: 3,
      async prepare() {
        const email = 'ryoppy-asiakas@example.fi';
        const order = await createQueueEntry(t.database.db, shopId, { email });
        return {
          send: (_, from) =>
            post(
              '/api/privacy/email-code',
              { code: order.shortCode, phone: order.phone, email },
              from,
            ),
          let: () => mailsTo(email),
        };
      },
    },
  ];

  it.each(caps.map((c) => [c.name, c] as const))(
    '%s',
    async (_, { cap, isPerAddress, prepare }) => {
      const target = await prepare();
      const hammerer = freshAddress();
      const sent = await Promise.all(
        Array.from({ length: burst }, (_, i) =>
          target.send(i, isPerAddress ? hammerer : freshAddress()),
        ),
      );
      const failures = sent.filter((a) => a.statusCode >= 500).map((a) => a.body.slice(0, 200));
      expect(failures, replay).toEqual([]);
      expect(await target.let(sent)).toBe(cap);
    },
  );
});
