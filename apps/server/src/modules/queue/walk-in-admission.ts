import { randomUUID } from 'node:crypto';
import {
  type Coords,
  errorCodes,
  type joinQueueBody,
  type OrderPlacePayload,
  type StaffMessage,
  travelTime,
} from '@jono/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import { preparedStatement } from '../../lib/prepared-statement';
import { assertTotalsMatch, offeredItems, priceFrom } from '../catalog/catalog.service';
import { createStaffMessages } from '../notifications/notifications.service';
import {
  blockedAmong,
  isUuid,
  lockActiveShop,
  phoneBlocked,
  shopCoords,
} from '../shops/shops.service';
import { waitingCustomer } from './live-entries';
import { placeOf } from './queue-places';
import { loadQueueLoads } from './shop-load';
import { shopStatus } from './shop-status';
import { assertBarberWorksToday } from './shop-team';

type JoinInput = z.output<typeof joinQueueBody>;

/** Where an order stands, with the code its customer reads and types. */
export type PlaceWithCode = OrderPlacePayload & { shortCode: string };

/** A walk-in to admit: from the customer's own phone, or added by staff at the desk. */
export interface WalkIn {
  shopId: string;
  name: string;
  /** E.164, already normalised; none for a customer added at the desk without a phone. */
  phone: string | null;
  email: string | null;
  services: JoinInput['services'];
  additionalServices: JoinInput['additionalServices'];
  /** The barber asked for; null is "any barber". */
  barberId: string | null;
  language: string;
  /** The totals the customer was shown; staff at the desk add at the catalogue's own. */
  claimedTotals?: { totalPrice: number; totalTimeRequires: number };
  /** Added by staff: the customer is in the shop, so checked in from the start. */
  atDesk: boolean;
  idempotencyKey?: string | undefined;
  /** Where the customer was when joining, shared for their travel time to the shop. */
  position?: Coords | undefined;
}

/** What became of a walk-in, once its admission is committed. */
export type Admission =
  | {
      kind: 'admitted';
      place: PlaceWithCode;
      /** The staff inbox's note of a customer who joined online; none for one added at the desk. */
      staffMessage: StaffMessage | null;
    }
  /** Its Idempotency-Key was used already: the order that attempt made. */
  | { kind: 'replay'; orderId: string };

function alreadyInQueue(orderId: string): HttpError {
  return new HttpError(
    409,
    'This phone number is already waiting in this queue',
    errorCodes.alreadyInQueue,
    { orderId },
  );
}

const shopNotFound = () => notFound('Shop not found');

/** What the batch's one statement knows about its walk-ins, read under the shop's lock. */
interface BatchFacts {
  /** The shop's active services asked for, with their add-ons (`offeredItems`). */
  offered: string;
  /** Phones of the batch the shop has blocked. */
  blocked: string[];
  /** Phones of the batch already waiting here, with their orders. */
  waiting: { phone: string; id: string }[];
  /** Idempotency keys of the batch already used here, with their orders. */
  keys: { key: string; id: string }[];
}

const shopParam = sql.placeholder('shopId');
const phonesParam = sql`${sql.placeholder('phones')}::text[]`;
const readBatchFacts = preparedStatement<
  { facts: string },
  { shopId: string; serviceIds: string[]; addonIds: string[]; phones: string[]; keys: string[] }
>(
  'walk_in_batch_facts',
  sql`select json_build_object(
    'offered', ${offeredItems(shopParam, sql.placeholder('serviceIds'), sql.placeholder('addonIds'))},
    'blocked', ${blockedAmong(shopParam, phonesParam)},
    'waiting', (select coalesce(json_agg(json_build_object('phone', ${queueEntries.phone}, 'id', ${queueEntries.id})), '[]')
      from ${queueEntries} where ${queueEntries.shopId} = ${shopParam}
        and ${queueEntries.status} = 'waiting' and ${queueEntries.phone} = any(${phonesParam})),
    'keys', (select coalesce(json_agg(json_build_object('key', ${queueEntries.idempotencyKey}, 'id', ${queueEntries.id})), '[]')
      from ${queueEntries} where ${queueEntries.shopId} = ${shopParam}
        and ${queueEntries.idempotencyKey} = any(${sql.placeholder('keys')}::text[]))
  )::text as "facts"`,
);

/** A walk-in's row as the batch INSERT reads it from JSON, in arrival order. */
interface WalkInRow {
  id: string;
  shop_id: string;
  customer_name: string;
  phone: string | null;
  email: string | null;
  items: unknown;
  additional_services: unknown;
  total_price_cents: number;
  total_duration_minutes: number;
  currency: string;
  language: string;
  joined_at: string;
  idempotency_key: string | null;
  requested_barber_id: string | null;
  added_at_desk: boolean;
  at_location_at: string | null;
  estimated_start_at: string | null;
  travel_minutes: number | null;
  travel_mode: 'walk' | 'drive' | null;
  /** Its place in the batch. */
  n: number;
}

// Rows go in the order given (each row's `n`), so their sequence numbers keep the batch's
// arrival order among walk-ins who joined at the same instant.
const insertWalkIns = preparedStatement<{ id: string; shortCode: string }, { rows: string }>(
  'insert_walk_ins',
  sql`insert into ${queueEntries} (id, shop_id, customer_name, phone, email, items,
      additional_services, total_price_cents, total_duration_minutes, currency, language,
      joined_at, sort_key, pay_now, idempotency_key, requested_barber_id, added_at_desk,
      is_at_location, at_location_at, estimated_start_at, travel_minutes, travel_mode)
    select r.id, r.shop_id, r.customer_name, r.phone, r.email, r.items, r.additional_services,
      r.total_price_cents, r.total_duration_minutes, r.currency, r.language, r.joined_at,
      r.joined_at, false, r.idempotency_key, r.requested_barber_id, r.added_at_desk,
      r.added_at_desk, r.at_location_at, r.estimated_start_at, r.travel_minutes, r.travel_mode
    from json_to_recordset(${sql.placeholder('rows')}::json) as r(id uuid,
      shop_id uuid, customer_name text, phone text, email text, items jsonb,
      additional_services jsonb, total_price_cents integer, total_duration_minutes integer,
      currency text, language text, joined_at timestamptz, idempotency_key text,
      requested_barber_id uuid, added_at_desk boolean, at_location_at timestamptz,
      estimated_start_at timestamptz, travel_minutes integer, travel_mode text, n integer)
    order by r.n
    returning id, short_code as "shortCode"`,
);

/** One walk-in's outcome inside a batch: decided, or refused with its own error. */
type Decided =
  | { kind: 'admitted'; row: WalkInRow; place: OrderPlacePayload; walkIn: WalkIn }
  | { kind: 'replay'; orderId: string }
  | { kind: 'refused'; error: HttpError };

/**
 * Inside one transaction, under the shop's lock: decides a batch of walk-ins in arrival order
 * as if each came alone, each seeing the queue with the ones before it admitted (a full queue
 * refuses the rest; a phone admitted earlier in the batch is already waiting), then writes
 * every admitted row in one INSERT and the staff inbox's notes in one more.
 */
async function admitBatch(tx: Db, shopId: string, walkIns: readonly WalkIn[], now: Date) {
  // Staff reach their shop before it is published; customers only once it is listed.
  const shop = await lockActiveShop(tx, shopId);
  const isListed = shop.publishedAt !== null;
  const load = (await loadQueueLoads(tx, [shopId], now)).get(shopId);
  if (!load) throw new Error(`queue load missing for ${shopId}`);
  const phones = walkIns.flatMap((w) => (w.phone ? [w.phone] : []));
  const [factsRow] = await readBatchFacts(tx, {
    shopId,
    serviceIds: [...new Set(walkIns.flatMap((w) => w.services.map((s) => s.id)))],
    addonIds: [
      ...new Set(walkIns.flatMap((w) => w.services.flatMap((s) => s.addons.map((a) => a.id)))),
    ],
    phones,
    keys: walkIns.flatMap((w) => (w.idempotencyKey ? [w.idempotencyKey] : [])),
  });
  const facts = JSON.parse(factsRow?.facts ?? '{}') as BatchFacts;
  const blocked = new Set(facts.blocked);
  const waitingByPhone = new Map(facts.waiting.map((w) => [w.phone, w.id]));
  const orderByKey = new Map(facts.keys.map((k) => [k.key, k.id]));
  const shopPlace = shopCoords(shop);
  let queue = load;
  let admittedCount = 0;

  const decide = (walkIn: WalkIn): Decided => {
    const { phone, idempotencyKey } = walkIn;
    if (!walkIn.atDesk && !isListed) throw shopNotFound();
    const replayOf = idempotencyKey && orderByKey.get(idempotencyKey);
    if (replayOf) return { kind: 'replay', orderId: replayOf };
    // A blocked number is kept out of orders made online; at the desk staff decide in person.
    if (!walkIn.atDesk && phone && blocked.has(phone)) throw phoneBlocked();
    const priced = priceFrom(facts.offered, walkIn.services);
    if (walkIn.claimedTotals) assertTotalsMatch(priced, walkIn.claimedTotals);
    const additionalServices = walkIn.additionalServices.map((chosen) => {
      const option = shop.additionalServices[chosen.id];
      if (!option) throw new HttpError(400, `Unknown additional service ${chosen.id}`);
      return { id: chosen.id, name: option.name };
    });
    const status = shopStatus(shop, queue, now);
    if (status.queueState === 'closed') {
      throw new HttpError(409, 'The shop is not taking walk-ins right now', errorCodes.shopClosed);
    }
    if (status.queueState === 'full') {
      throw new HttpError(409, 'Queue is Already Full', errorCodes.queueFull);
    }
    if (walkIn.barberId) assertBarberWorksToday(queue, status, walkIn.barberId);
    const waitingOrder = phone && waitingByPhone.get(phone);
    if (waitingOrder) throw alreadyInQueue(waitingOrder);

    // The newcomer's place is known before the row exists (last in line), so the INSERT
    // writes it with its estimate.
    const id = randomUUID();
    const newcomer = {
      id,
      status: 'waiting' as const,
      isAtLocation: walkIn.atDesk,
      startedAt: null,
      totalDurationMinutes: priced.totalDurationMinutes,
    };
    queue = {
      ...queue,
      waiting: [
        ...queue.waiting,
        waitingCustomer(queue.model, {
          ...newcomer,
          items: priced.items,
          requestedBarberId: walkIn.barberId,
          addedAtDesk: walkIn.atDesk,
        }),
      ],
    };
    const place = placeOf(newcomer, queue, shop, now);
    if (phone) waitingByPhone.set(phone, id);
    if (idempotencyKey) orderByKey.set(idempotencyKey, id);
    // How long the customer needs to reach the shop from where they shared (walking under
    // 2 km, else driving); the position itself is not kept. An unplaced shop has no trip to
    // reckon: its default travel time stands.
    const trip = walkIn.position && shopPlace ? travelTime(walkIn.position, shopPlace) : null;
    const row: WalkInRow = {
      id,
      shop_id: shop.id,
      customer_name: walkIn.name,
      phone,
      email: walkIn.email,
      items: priced.items,
      additional_services: additionalServices,
      total_price_cents: priced.totalPriceCents,
      total_duration_minutes: priced.totalDurationMinutes,
      currency: shop.currency,
      language: walkIn.language,
      joined_at: now.toISOString(),
      idempotency_key: idempotencyKey ?? null,
      requested_barber_id: walkIn.barberId,
      added_at_desk: walkIn.atDesk,
      at_location_at: walkIn.atDesk ? now.toISOString() : null,
      estimated_start_at: place.estimatedStart,
      travel_minutes: trip?.minutes ?? null,
      travel_mode: trip?.mode ?? null,
      n: admittedCount++,
    };
    return { kind: 'admitted', row, place, walkIn };
  };

  const decided = walkIns.map((walkIn): Decided => {
    try {
      return decide(walkIn);
    } catch (error) {
      if (error instanceof HttpError) return { kind: 'refused', error };
      throw error;
    }
  });
  const admitted = decided.flatMap((d) => (d.kind === 'admitted' ? [d] : []));
  const created = admitted.length
    ? await insertWalkIns(tx, { rows: JSON.stringify(admitted.map((d) => d.row)) })
    : [];
  const shortCodes = new Map(created.map((row) => [row.id, row.shortCode]));
  const online = admitted.filter((d) => !d.walkIn.atDesk);
  const messages = await createStaffMessages(
    tx,
    shopId,
    online.map(({ row }) => ({
      kind: 'walk_in',
      title: `${row.customer_name} joined the queue`,
      body: '',
      data: { orderId: row.id, customerName: row.customer_name },
    })),
  );
  const messageByOrder = new Map(messages.map((message) => [message.data.orderId, message]));
  return decided.map((d): Admission | HttpError => {
    if (d.kind === 'refused') return d.error;
    if (d.kind === 'replay') return d;
    const shortCode = shortCodes.get(d.row.id);
    if (!shortCode) throw new Error('insert returned no row for an admitted walk-in');
    return {
      kind: 'admitted',
      place: { ...d.place, orderId: d.row.id, shortCode },
      staffMessage: messageByOrder.get(d.row.id) ?? null,
    };
  });
}

interface Pending {
  walkIn: WalkIn;
  resolve(admission: Admission): void;
  reject(error: unknown): void;
}

/** Per server, per shop: the walk-ins waiting for the shop's next admission transaction. */
const pendingByApp = new WeakMap<FastifyInstance, Map<string, Pending[]>>();
/** A batch large enough to drain a burst, small enough to hold the shop's lock briefly. */
const MAX_BATCH = 64;

/** Runs one batch in its own transaction and settles each of its walk-ins. */
async function runBatch(app: FastifyInstance, shopId: string, batch: Pending[]) {
  try {
    const outcomes = await inTransaction(app.db, app.log, (tx) =>
      admitBatch(
        tx,
        shopId,
        batch.map((p) => p.walkIn),
        app.now(),
      ),
    );
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome === undefined || outcome instanceof HttpError) pending.reject(outcome);
      else pending.resolve(outcome);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) {
      for (const pending of batch) pending.reject(error);
    } else if (batch.length > 1) {
      // A unique index refused a row the checks under the lock let through (a phone put back
      // in the queue by an undo, say): each walk-in is decided again alone, so only the one
      // concerned is refused.
      for (const pending of batch) await runBatch(app, shopId, [pending]);
    } else {
      for (const pending of batch)
        pending.reject(await explainUniqueViolation(app.db, shopId, pending.walkIn, error));
    }
  }
}

/** A lone walk-in's row broke a unique index: its phone waits here already, or it raced. */
async function explainUniqueViolation(db: Db, shopId: string, walkIn: WalkIn, error: unknown) {
  if (walkIn.phone && isUniqueViolation(error, 'queue_entries_one_waiting_per_phone')) {
    const [existing] = await db
      .select({ id: queueEntries.id })
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.shopId, shopId),
          eq(queueEntries.phone, walkIn.phone),
          eq(queueEntries.status, 'waiting'),
        ),
      );
    return alreadyInQueue(existing?.id ?? '');
  }
  return error;
}

/** Takes the shop's waiting walk-ins in batches until none is left. */
async function drain(app: FastifyInstance, shopId: string, pending: Map<string, Pending[]>) {
  for (;;) {
    const waiting = pending.get(shopId);
    if (!waiting?.length) {
      pending.delete(shopId);
      return;
    }
    await runBatch(app, shopId, waiting.splice(0, MAX_BATCH));
  }
}

/**
 * Admits one walk-in. Prices come from the catalogue; admission (open, not full, could start
 * before closing) and the chosen barber are decided under a lock on the shop's row, so
 * concurrent joins can never overfill the queue. A phone waits in one place at a time.
 *
 * The walk-ins that arrive while a shop's admission transaction runs on this server wait for
 * the next one and are admitted together, in arrival order: a burst into one shop costs a
 * few transactions, not one each, and the shop's lock is taken once per batch. Resolves once
 * the admission is committed; rejects with this walk-in's own refusal.
 */
export function admitWalkIn(app: FastifyInstance, walkIn: WalkIn): Promise<Admission> {
  if (!isUuid(walkIn.shopId)) return Promise.reject(shopNotFound());
  let pending = pendingByApp.get(app);
  if (!pending) {
    pending = new Map();
    pendingByApp.set(app, pending);
  }
  const shops = pending;
  return new Promise<Admission>((resolve, reject) => {
    const waiting = shops.get(walkIn.shopId);
    if (waiting) {
      waiting.push({ walkIn, resolve, reject });
    } else {
      shops.set(walkIn.shopId, [{ walkIn, resolve, reject }]);
      void drain(app, walkIn.shopId, shops);
    }
  });
}
