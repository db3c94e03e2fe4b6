import { randomUUID } from 'node:crypto';
import {
  type Coords,
  errorCodes,
  type joinQueueBody,
  type OrderPlacePayload,
  type StaffMessage,
  travelTime,
} from '@jono/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { chosenWishes } from '../../../lib/chosen-wishes';
import { isUniqueViolation } from '../../../lib/db-errors';
import { HttpError, notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import { perApp } from '../../../lib/per-app';
import { parseJson } from '../../../lib/sql-json';
import { batchedPerTurn, type Waiting } from '../../../lib/turn-batches';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { assertTotalsMatch, priceFrom } from '../../catalog/catalog.service';
import { createStaffMessages } from '../../notifications/notifications.service';
import {
  isUuid,
  lockActiveShops,
  phoneBlocked,
  type ShopRow,
  shopCoords,
} from '../../shops/shops.service';
import { waitingCustomer } from '../live/live-entries';
import { placeOf } from '../live/queue-places';
import { loadQueueLoads, type QueueLoad } from '../live/shop-load';
import { shopStatus } from '../live/shop-status';
import { assertBarberWorksToday } from '../live/shop-team';
import {
  insertWalkIns,
  readBatchFacts,
  shopFactsSchema,
  type WalkInRow,
} from './walk-in-statements';

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

/** The part of a walk-in its order gives, whoever placed it (the customer or the desk). */
export function orderOf(
  shopId: string,
  phone: string | null,
  input: Pick<JoinInput, 'name' | 'email' | 'services' | 'additionalServices' | 'barberId'>,
) {
  return {
    shopId,
    name: input.name,
    phone,
    email: input.email ?? null,
    services: input.services,
    additionalServices: input.additionalServices,
    barberId: input.barberId ?? null,
  };
}

/** A walk-in admitted, once committed. */
export interface Admitted {
  kind: 'admitted';
  place: PlaceWithCode;
  /** The staff inbox's note of a customer who joined online; none for one added at the desk. */
  staffMessage: StaffMessage | null;
}

/** What became of a walk-in: admitted, or (its Idempotency-Key used already) that order. */
export type Admission = Admitted | { kind: 'replay'; orderId: string };

/**
 * The refusal says nothing about the order already waiting: anyone can type anyone's phone,
 * and its id would open the customer's name, phone and place to them.
 */
const alreadyInQueue = () =>
  new HttpError(
    409,
    'You are already waiting in this queue: open your place from the link or code you got',
    errorCodes.alreadyInQueue,
  );

const shopNotFound = () => notFound('Shop not found');

/** One walk-in's outcome inside a batch: decided, or refused with its own error. */
type Decided =
  | { kind: 'admitted'; row: WalkInRow; place: OrderPlacePayload; walkIn: WalkIn }
  | { kind: 'replay'; orderId: string }
  | { kind: 'refused'; error: HttpError };

/** Where one shop of a batch stands while its walk-ins are decided, one after the other. */
interface ShopInBatch {
  shop: ShopRow;
  queue: QueueLoad;
  offered: string;
  blocked: Set<string>;
  /** Phones waiting here, those admitted earlier in the batch included. */
  waitingPhones: Set<string>;
  /** Idempotency keys used here, those of walk-ins admitted earlier in the batch included. */
  orderByKey: Map<string, string>;
}

/**
 * Inside one transaction, under the locks of the batch's shops: decides each walk-in in
 * arrival order as if it came alone, each seeing its shop's queue with the ones before it
 * admitted (a full queue refuses the rest; a phone admitted earlier is already waiting),
 * then writes every admitted row in one INSERT and the staff inbox's notes in one more. The
 * statements are as many for a burst across many shops as for one walk-in.
 */
async function admitBatch(tx: Db, walkIns: readonly WalkIn[], now: Date) {
  const shopIds = [...new Set(walkIns.map((w) => w.shopId))];
  const locked = await lockActiveShops(tx, shopIds);
  const lockedIds = [...locked.keys()];
  const loads = await loadQueueLoads(tx, lockedIds, now);
  const factRows = await readBatchFacts(tx, {
    shopIds: lockedIds,
    serviceIds: [...new Set(walkIns.flatMap((w) => w.services.map((s) => s.id)))],
    addonIds: [
      ...new Set(walkIns.flatMap((w) => w.services.flatMap((s) => s.addons.map((a) => a.id)))),
    ],
    phones: [...new Set(walkIns.flatMap((w) => (w.phone ? [w.phone] : [])))],
    keys: walkIns.flatMap((w) => (w.idempotencyKey ? [w.idempotencyKey] : [])),
  });
  const shops = new Map<string, ShopInBatch>();
  for (const row of factRows) {
    const shop = locked.get(row.shopId);
    const queue = loads.get(row.shopId);
    if (!shop || !queue) throw new Error(`the batch read nothing of shop ${row.shopId}`);
    const facts = parseJson(shopFactsSchema, row.facts);
    shops.set(row.shopId, {
      shop,
      queue,
      offered: facts.offered,
      blocked: new Set(facts.blocked),
      waitingPhones: new Set(facts.waiting),
      orderByKey: new Map(facts.keys.map((k) => [k.key, k.id])),
    });
  }
  let admittedCount = 0;

  const decide = (walkIn: WalkIn): Decided => {
    const { phone, idempotencyKey } = walkIn;
    const here = shops.get(walkIn.shopId);
    // Staff reach their shop before it is published; customers only once it is listed.
    if (!here || (!walkIn.atDesk && here.shop.publishedAt === null)) throw shopNotFound();
    const { shop } = here;
    const replayOf = idempotencyKey && here.orderByKey.get(idempotencyKey);
    if (replayOf) return { kind: 'replay', orderId: replayOf };
    // A blocked number is kept out of orders made online; at the desk staff decide in person.
    if (!walkIn.atDesk && phone && here.blocked.has(phone)) throw phoneBlocked();
    const priced = priceFrom(here.offered, walkIn.services);
    if (walkIn.claimedTotals) assertTotalsMatch(priced, walkIn.claimedTotals);
    const additionalServices = chosenWishes(shop.additionalServices, walkIn.additionalServices);
    const status = shopStatus(shop, here.queue, now);
    if (status.queueState === 'closed') {
      throw new HttpError(409, 'The shop is not taking walk-ins right now', errorCodes.shopClosed);
    }
    if (status.queueState === 'full') {
      throw new HttpError(409, 'Queue is Already Full', errorCodes.queueFull);
    }
    if (walkIn.barberId) assertBarberWorksToday(here.queue, status, walkIn.barberId);
    if (phone && here.waitingPhones.has(phone)) throw alreadyInQueue();

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
    here.queue = {
      ...here.queue,
      waiting: [
        ...here.queue.waiting,
        waitingCustomer(here.queue.model, {
          ...newcomer,
          items: priced.items,
          requestedBarberId: walkIn.barberId,
          addedAtDesk: walkIn.atDesk,
        }),
      ],
    };
    const place = placeOf(newcomer, here.queue, shop, now);
    if (phone) here.waitingPhones.add(phone);
    if (idempotencyKey) here.orderByKey.set(idempotencyKey, id);
    // How long the customer needs to reach the shop from where they shared (walking under
    // 2 km, else driving); the position itself is not kept. An unplaced shop has no trip to
    // reckon: its default travel time stands.
    const shopPlace = shopCoords(shop);
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
  const messages = await createStaffMessages(
    tx,
    admitted
      .filter((d) => !d.walkIn.atDesk)
      .map(({ row }) => ({
        shopId: row.shop_id,
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

type Pending = Waiting<WalkIn, Admission>;

/** A batch large enough to drain a burst, small enough to hold the shops' locks briefly. */
const MAX_BATCH = 64;

/** Runs one batch in its own transaction and settles each of its walk-ins. */
async function runBatch(ctx: ServiceContext, batch: Pending[]) {
  try {
    const outcomes = await inTransaction(ctx.db, ctx.log, (tx) =>
      admitBatch(
        tx,
        batch.map((p) => p.item),
        ctx.now(),
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
      for (const pending of batch) await runBatch(ctx, [pending]);
    } else {
      for (const pending of batch) {
        pending.reject(explainUniqueViolation(pending.item, error));
      }
    }
  }
}

/** A lone walk-in's row broke a unique index: its phone waits there already, or it raced. */
function explainUniqueViolation(walkIn: WalkIn, error: unknown) {
  if (walkIn.phone && isUniqueViolation(error, 'queue_entries_one_waiting_per_phone')) {
    return alreadyInQueue();
  }
  return error;
}

/** Per app: the admission of walk-ins, in batches (one transaction each, one at a time). */
const admissionsOf = perApp((ctx: ServiceContext) =>
  batchedPerTurn((batch: Pending[]) => runBatch(ctx, batch), {
    maxBatch: MAX_BATCH,
    oneAtATime: true,
  }),
);

/**
 * Admits one walk-in. Prices come from the catalogue; admission (open, not full, could start
 * before closing) and the chosen barber are decided under a lock on the shop's row, so
 * concurrent joins can never overfill the queue. A phone waits in one place at a time.
 *
 * The walk-ins that arrive, at any shops, while an admission transaction runs on this server
 * wait for the next one and are admitted together, in arrival order: a burst costs a few
 * transactions, not one each, and each shop's lock is taken once per batch. Resolves once the
 * admission is committed; rejects with this walk-in's own refusal.
 */
export function admitWalkIn(
  ctx: ServiceContext,
  walkIn: WalkIn & { idempotencyKey?: undefined },
): Promise<Admitted>;
export function admitWalkIn(ctx: ServiceContext, walkIn: WalkIn): Promise<Admission>;
export function admitWalkIn(ctx: ServiceContext, walkIn: WalkIn): Promise<Admission> {
  if (!isUuid(walkIn.shopId)) return Promise.reject(shopNotFound());
  return admissionsOf(ctx)(walkIn);
}
