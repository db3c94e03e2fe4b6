import { type OrderCall, rooms, type StaffQueuePayload } from '@jono/contract';
import { perApp } from '../../../lib/per-app';
import { shopChanged } from '../../../lib/shop-changes';
import { batchedPerTurn, type Waiting } from '../../../lib/turn-batches';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { announceShopQueue } from '../../shops/shops.events';
import { announcePlaces, placesNeededHere } from './place-fanout';
import { type ShopQueueUpdate, shopQueueUpdates } from './queue-updates';

/** A shop's next queue pass on this node, not started yet: changes until then join it. */
interface WaitingPass {
  alsoOrderIds: Set<string>;
  /** Whether a change it covers may have made an alert due. */
  checkAlerts: boolean;
  done: Promise<void>;
}
/** Per app: each shop's waiting pass, and the pass running now (the next starts after it). */
const passesOf = perApp(() => ({
  waiting: new Map<string, WaitingPass>(),
  running: new Map<string, Promise<void>>(),
}));

interface PassRead {
  shopId: string;
  alsoOrderIds: string[];
}
/**
 * A pass's read of its shop's queue, made together with those of every other shop whose pass
 * is ready in the same turn of the event loop: one admission across many shops is followed
 * by one read of their queues, not one each. A shop has one pass running at a time, so one
 * read at most in a turn.
 */
/** Per app: the reads of the passes ready in one turn, made together. */
const passReaderOf = perApp((ctx: ServiceContext) =>
  batchedPerTurn(async (batch: Waiting<PassRead, ShopQueueUpdate | null>[]) => {
    // Pages hear only the places followed; the alert check asks for the others it needs.
    const updates = await shopQueueUpdates(
      ctx.db,
      batch.map((waiting) => waiting.item),
      ctx.now(),
      placesNeededHere(ctx.io),
    );
    for (const waiting of batch) waiting.resolve(updates.get(waiting.item.shopId) ?? null);
  }),
);
const readForPass = (ctx: ServiceContext, read: PassRead) => passReaderOf(ctx)(read);

/** Hears a pass that may have made an alert due, with the queue as the pass read it. */
export type AlertDueListener = (shopId: string, update: ShopQueueUpdate) => void;
/** Per server (keyed by its realtime server, which every plugin context shares). */
const alertListeners = new WeakMap<object, AlertDueListener[]>();

function alertListenersOf(io: object): AlertDueListener[] {
  let listeners = alertListeners.get(io);
  if (!listeners) {
    listeners = [];
    alertListeners.set(io, listeners);
  }
  return listeners;
}

/**
 * A change may make an alert due (first in line, removed, queue closed). The alerts hear it
 * here, with the same read of the queue the pages were told, so announcing a change never
 * sends anything itself.
 */
export const onAlertMayBeDue = (io: object, listener: AlertDueListener) => {
  alertListenersOf(io).push(listener);
};

/** One read and one play-out of the shop's queue, told to its pages and its alerts. */
async function queuePass(ctx: ServiceContext, shopId: string, pass: WaitingPass) {
  try {
    const update = await readForPass(ctx, { shopId, alsoOrderIds: [...pass.alsoOrderIds] });
    if (!update) return;
    announceShopQueue(ctx.io, update.snapshot);
    announcePlaces(ctx.io, update.places);
    if (pass.checkAlerts) for (const listener of alertListenersOf(ctx.io)) listener(shopId, update);
  } catch (error) {
    ctx.log.error({ err: error, shopId }, 'announcing a queue change failed');
  }
}

/**
 * After a committed change to a shop's queue: the shop's public room hears its count and
 * state, and every followed live order of the shop (and any order named in `alsoOrderIds`,
 * which just left the queue) hears its new place if it moved. A change that only `joined`
 * someone at the back makes no alert due (nobody ahead moves, no one left, the queue did not
 * close), so it skips the alert check; the alert timer still runs. A shop's passes run one at a
 * time on a node, each reading the queue after the changes it covers were committed, so the
 * last word is always the newest; changes that come while one runs share the next. A burst
 * of joins costs two reads of the queue, not one each. Best effort: a client that missed it
 * re-reads on reconnect. Resolves once this change has been told.
 */
export function announceQueueChange(
  ctx: ServiceContext,
  shopId: string,
  alsoOrderIds: string[] = [],
  { joined = false } = {},
): Promise<void> {
  // At once, before any await: the read views answer the change from the next request on.
  shopChanged(ctx.io, shopId);
  const { waiting, running } = passesOf(ctx);
  const next = waiting.get(shopId);
  if (next) {
    for (const id of alsoOrderIds) next.alsoOrderIds.add(id);
    next.checkAlerts ||= !joined;
    return next.done;
  }
  const pass: WaitingPass = {
    alsoOrderIds: new Set(alsoOrderIds),
    checkAlerts: !joined,
    done: Promise.resolve(),
  };
  pass.done = (running.get(shopId) ?? Promise.resolve()).then(async () => {
    // From here on a change needs a pass after this one.
    waiting.delete(shopId);
    running.set(shopId, pass.done);
    try {
      await queuePass(ctx, shopId, pass);
    } finally {
      if (running.get(shopId) === pass.done) running.delete(shopId);
    }
  });
  waiting.set(shopId, pass);
  return pass.done;
}

/** Resolves when every queue pass asked for so far has ended (before the database closes). */
export async function queuePassesSettled(ctx: ServiceContext): Promise<void> {
  const { waiting, running } = passesOf(ctx);
  await Promise.all([...waiting.values()].map((pass) => pass.done));
  await Promise.all(running.values());
}

/**
 * After a committed step on the board (start, finish, no-show, undo, cancel, move up): the
 * shop's pages hear the new places, the entry's own page too (it may have left the live queue:
 * served, cancelled), and the staff screens which step it was.
 */
export async function announceBoardStep(
  ctx: ServiceContext,
  shopId: string,
  kind: StaffQueuePayload['kind'],
  entry: { id: string; customerName: string },
): Promise<void> {
  await announceQueueChange(ctx, shopId, [entry.id]);
  announceStaffQueue(ctx, { shopId, kind, orderId: entry.id, customerName: entry.customerName });
}

/** Staff boards of the shop re-read the queue; a newcomer may be toasted by name. */
export function announceStaffQueue(ctx: ServiceContext, payload: StaffQueuePayload): void {
  ctx.io.to(rooms.staff(payload.shopId)).emit('staff:queue', payload);
}

/** The customer's open pages hear that it is their turn, and where to go. */
export function announceOrderCalled(ctx: ServiceContext, orderId: string, call: OrderCall): void {
  ctx.io.to(rooms.order(orderId)).emit('order:called', { orderId, ...call });
}
