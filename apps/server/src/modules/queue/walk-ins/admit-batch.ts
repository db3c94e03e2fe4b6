import { randomUUID } from 'node:crypto';
import { errorCodes, type OrderPlacePayload, travelTime } from '@jono/contract';
import type { Db } from '../../../db/client';
import { chosenWishes } from '../../../lib/chosen-wishes';
import { HttpError, notFound } from '../../../lib/http-error';
import { parseJson } from '../../../lib/sql-json';
import { type BarberTermRow, pricedWith } from '../../catalog/barber-terms.service';
import { assertTotalsMatch, type PricedOrder, priceFrom } from '../../catalog/catalog.service';
import { createStaffMessages } from '../../notifications/notifications.service';
import { lockActiveShops, phoneBlocked, type ShopRow, shopCoords } from '../../shops/shops.service';
import { recordWebhookEvents } from '../../webhooks/webhook-events.service';
import {
  assertBarberWorksToday,
  type LiveMemory,
  loadQueueLoads,
  placeOf,
  type QueueLoad,
  type ShopStatus,
  shopStatus,
  waitingCustomer,
} from '../live';
import { joinedEvent } from './joined-event';
import type { Admission, WalkIn } from './walk-in';
import {
  insertWalkIns,
  readBatchFacts,
  shopFactsSchema,
  type WalkInRow,
} from './walk-in-statements';

/**
 * The refusal says nothing about the order already waiting: anyone can type anyone's phone,
 * and its id would open the customer's name, phone and place to them.
 */
export const alreadyInQueue = () =>
  new HttpError(
    409,
    'You are already waiting in this queue: open your place from the link or code you got',
    errorCodes.alreadyInQueue,
  );

export const shopNotFound = () => notFound('Shop not found');

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
  terms: BarberTermRow[];
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
export async function admitBatch(
  tx: Db,
  memory: LiveMemory,
  walkIns: readonly WalkIn[],
  now: Date,
) {
  const shops = await shopsOfBatch(tx, memory, walkIns, now);
  let admittedCount = 0;
  const decided = walkIns.map((walkIn): Decided => {
    try {
      const admitted = decide(memory, shops.get(walkIn.shopId), walkIn, now, admittedCount);
      if (admitted.kind === 'admitted') admittedCount += 1;
      return admitted;
    } catch (error) {
      if (error instanceof HttpError) return { kind: 'refused', error };
      throw error;
    }
  });
  return writeAdmissions(tx, decided);
}

/** Locks the batch's shops and reads, in two statements, all a decision needs of each. */
async function shopsOfBatch(tx: Db, memory: LiveMemory, walkIns: readonly WalkIn[], now: Date) {
  const locked = await lockActiveShops(tx, [...new Set(walkIns.map((w) => w.shopId))]);
  const lockedIds = [...locked.keys()];
  const loads = await loadQueueLoads(tx, memory.decodedShops, lockedIds, now);
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
      terms: facts.terms,
      blocked: new Set(facts.blocked),
      waitingPhones: new Set(facts.waiting),
      orderByKey: new Map(facts.keys.map((k) => [k.key, k.id])),
    });
  }
  return shops;
}

/**
 * One walk-in, as if it came alone to its shop as the batch has left it: a replay of an
 * earlier join, or admitted last in line (the shop's state then holds it), or an HttpError
 * thrown for the refusal. `n` orders the admitted rows in the INSERT.
 */
function decide(
  memory: LiveMemory,
  here: ShopInBatch | undefined,
  walkIn: WalkIn,
  now: Date,
  n: number,
): Decided {
  const { phone, idempotencyKey } = walkIn;
  // Staff reach their shop before it is published; customers only once it is listed.
  if (!here || (!walkIn.atDesk && here.shop.publishedAt === null)) throw shopNotFound();
  const { shop } = here;
  const replayOf = idempotencyKey && here.orderByKey.get(idempotencyKey);
  if (replayOf) return { kind: 'replay', orderId: replayOf };
  // A blocked number is kept out of orders made online; at the desk staff decide in person.
  if (!walkIn.atDesk && phone && here.blocked.has(phone)) throw phoneBlocked();
  // A walk-in for a named barber is priced at theirs; "any barber" at the catalogue's.
  const atCatalogue = priceFrom(here.offered, walkIn.services);
  const priced = walkIn.barberId
    ? pricedWith(atCatalogue, here.terms, walkIn.barberId)
    : atCatalogue;
  if (walkIn.claimedTotals) assertTotalsMatch(priced, walkIn.claimedTotals);
  const additionalServices = chosenWishes(shop.additionalServices, walkIn.additionalServices);
  const status = shopStatus(memory, shop, here.queue, now);
  assertQueueTakesWalkIns(status, walkIn);
  if (walkIn.barberId) {
    const context = { chairCount: shop.chairCount, load: here.queue, status, now };
    assertBarberWorksToday(context, walkIn.barberId, priced.totalDurationMinutes);
  }
  if (phone && here.waitingPhones.has(phone)) throw alreadyInQueue();

  const { id, place } = joinLastInLine(memory, here, walkIn, priced, now);
  const trip = tripToShop(walkIn, shop);
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
    estimated_earliest_at: place.estimatedRange?.earliest ?? null,
    estimated_latest_at: place.estimatedRange?.latest ?? null,
    travel_minutes: trip?.minutes ?? null,
    travel_mode: trip?.mode ?? null,
    text_consent_at: walkIn.textMe && phone ? now.toISOString() : null,
    n,
  };
  return { kind: 'admitted', row, place, walkIn };
}

/**
 * Refuses a walk-in the queue cannot take now: closed, too late, waiting past the owner's most
 * (only those joining by themselves: staff at the desk decide in person), or full.
 */
function assertQueueTakesWalkIns(status: ShopStatus, walkIn: WalkIn) {
  if (status.queueState === 'closed') {
    throw new HttpError(409, 'The shop is not taking walk-ins right now', errorCodes.shopClosed);
  }
  if (status.fullReason === 'closing') {
    throw new HttpError(409, "Too late for today's last walk-in", errorCodes.lastWalkInPassed);
  }
  if (status.fullReason === 'wait') {
    if (walkIn.atDesk && !walkIn.atKiosk) return;
    const message = 'The wait is too long: the shop is not taking more walk-ins right now';
    throw new HttpError(409, message, errorCodes.waitTooLong);
  }
  if (status.queueState === 'full') {
    throw new HttpError(409, 'Queue is Already Full', errorCodes.queueFull);
  }
}

/**
 * Puts the newcomer last in its shop's line, so the batch's next walk-ins see it there, and
 * answers its id and place.
 */
function joinLastInLine(
  memory: LiveMemory,
  here: ShopInBatch,
  walkIn: WalkIn,
  priced: PricedOrder,
  now: Date,
) {
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
  const place = placeOf(memory, newcomer, here.queue, here.shop, now);
  if (walkIn.phone) here.waitingPhones.add(walkIn.phone);
  if (walkIn.idempotencyKey) here.orderByKey.set(walkIn.idempotencyKey, id);
  return { id, place };
}

/**
 * How long the customer needs to reach the shop from where they shared (walking under 2 km,
 * else driving); the position itself is not kept. An unplaced shop has no trip to reckon: its
 * default travel time stands.
 */
function tripToShop(walkIn: WalkIn, shop: ShopRow) {
  const shopPlace = shopCoords(shop);
  return walkIn.position && shopPlace ? travelTime(walkIn.position, shopPlace) : null;
}

/**
 * Writes every admitted row in one INSERT and the staff inbox's notes of those made online in
 * one more; answers each walk-in in the batch's order.
 */
async function writeAdmissions(tx: Db, decided: Decided[]): Promise<(Admission | HttpError)[]> {
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
  await recordWebhookEvents(
    tx,
    admitted.map(({ row }) => joinedEvent(row, shortCodes.get(row.id) ?? '')),
  );
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
