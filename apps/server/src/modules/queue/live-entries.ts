import type { DurationSpread, QueuedCustomer } from '@jono/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LearnedWaitModel, OrderedService } from '../../db/schema';
import { queueEntries } from '../../db/schema';
import { orderSpread, showChanceOf } from './wait-model';

/** A live entry as the query reads it: id, status, then what the estimate needs. */
type LiveEntry = [
  id: string,
  status: 'waiting' | 'in_service',
  startedAt: string | null,
  totalDurationMinutes: number,
  requestedBarberId: string | null,
  barberId: string | null,
  items: OrderedService[],
  addedAtDesk: boolean,
  isAtLocation: boolean,
];

/** A shop's live entries as the estimate and the announcements use them, in queue order. */
export interface LiveQueue {
  /**
   * Waiting walk-ins in queue order, with the barber each asked for (none: any), what their
   * order really takes in this shop and the chance such a customer is served.
   */
  waiting: WaitingCustomer[];
  /** Walk-ins and bookings in a chair now, with who is cutting. */
  inService: InService[];
  /** The live walk-ins themselves, in queue order: whose places an announcement tells. */
  walkIns: WalkIn[];
}
type WaitingCustomer = QueuedCustomer & { id: string; spread: DurationSpread; showChance: number };
interface InService {
  startedAt: number;
  durationMinutes: number;
  barberId: string | null;
  spread: DurationSpread;
}
interface WalkIn {
  id: string;
  status: 'waiting' | 'in_service';
  isAtLocation: boolean;
  startedAt: Date | null;
  totalDurationMinutes: number;
}

/** One entry, decoded: it is in the walk-ins, and either waiting or in a chair. */
interface Decoded {
  walkIn: WalkIn;
  waiting?: WaitingCustomer;
  inService?: InService;
}

/** A waiting order as the estimate sees it. */
export function waitingCustomer(
  model: LearnedWaitModel,
  entry: {
    id: string;
    items: OrderedService[];
    totalDurationMinutes: number;
    requestedBarberId: string | null;
    addedAtDesk: boolean;
    isAtLocation: boolean;
  },
): WaitingCustomer {
  return {
    id: entry.id,
    durationMinutes: entry.totalDurationMinutes,
    barberId: entry.requestedBarberId,
    spread: orderSpread(model, entry, entry.requestedBarberId),
    showChance: showChanceOf(model, entry),
  };
}

function decode(model: LearnedWaitModel, row: LiveEntry): Decoded {
  const [id, status, startedAt, totalDurationMinutes, requestedBarberId, barberId, ...rest] = row;
  const [items, addedAtDesk, isAtLocation] = rest;
  const started = startedAt === null ? null : new Date(startedAt);
  const walkIn = { id, status, isAtLocation, startedAt: started, totalDurationMinutes };
  if (status === 'waiting') {
    const entry = { id, items, totalDurationMinutes, requestedBarberId, addedAtDesk, isAtLocation };
    return { walkIn, waiting: waitingCustomer(model, entry) };
  }
  if (!started) return { walkIn };
  return {
    walkIn,
    inService: {
      startedAt: started.getTime(),
      durationMinutes: totalDurationMinutes,
      barberId,
      spread: orderSpread(model, { items, totalDurationMinutes }, barberId),
    },
  };
}

/** Shops whose last read is kept decoded. */
const KEPT_SHOPS = 256;
/** Per shop: the text its live entries were last read as, the model, and what they decoded to. */
const lastRead = new Map<string, { text: string; model: string; decoded: Decoded[] }>();

/**
 * A shop's entries from the text they were read as. A queue read again unchanged (the join's
 * own read, then its announcement's) or grown only at its back (a join) decodes only its new
 * entries: work per read that does not grow with the queue.
 */
function decodeShop(shopId: string, text: string, model: LearnedWaitModel): Decoded[] {
  const modelKey = JSON.stringify(model);
  const last = lastRead.get(shopId);
  let decoded: Decoded[];
  if (last && last.model === modelKey && last.text === text) {
    decoded = last.decoded;
  } else if (last && last.model === modelKey && text.startsWith(last.text.slice(0, -1))) {
    // The old array without its closing bracket, then ", [new entry]…]": the new ones alone.
    const rest = text.slice(last.text.length - 1).replace(/^\s*,/, '');
    const added = (JSON.parse(`[${rest}`) as LiveEntry[]).map((row) => decode(model, row));
    decoded = [...last.decoded, ...added];
  } else {
    decoded = (JSON.parse(text) as LiveEntry[]).map((row) => decode(model, row));
  }
  lastRead.delete(shopId);
  lastRead.set(shopId, { text, model: modelKey, decoded });
  if (lastRead.size > KEPT_SHOPS) lastRead.delete(lastRead.keys().next().value as string);
  return decoded;
}

/**
 * The shops' waiting and in-service entries in queue order, one JSON text per shop: a long
 * queue is one value to decode rather than a row per customer, and a value already seen is
 * not decoded again.
 */
export async function liveQueues(
  db: Db,
  shopIds: string[],
  modelOf: (shopId: string) => LearnedWaitModel,
): Promise<Map<string, LiveQueue>> {
  const e = queueEntries;
  const rows = await db
    .select({
      shopId: e.shopId,
      entries: sql<string>`json_agg(json_build_array(${e.id}, ${e.status}, ${e.startedAt}, ${e.totalDurationMinutes}, ${e.requestedBarberId}, ${e.barberId}, ${e.items}, ${e.addedAtDesk}, ${e.isAtLocation}) order by ${e.sortKey}, ${e.seq})::text`,
    })
    .from(e)
    .where(and(inArray(e.shopId, shopIds), inArray(e.status, ['waiting', 'in_service'])))
    .groupBy(e.shopId);
  const queues = new Map<string, LiveQueue>();
  for (const { shopId, entries } of rows) {
    const queue: LiveQueue = { walkIns: [], waiting: [], inService: [] };
    for (const entry of decodeShop(shopId, entries, modelOf(shopId))) {
      queue.walkIns.push(entry.walkIn);
      if (entry.waiting) queue.waiting.push(entry.waiting);
      if (entry.inService) queue.inService.push(entry.inService);
    }
    queues.set(shopId, queue);
  }
  return queues;
}
