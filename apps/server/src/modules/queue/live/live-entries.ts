import type { DurationSpread, QueuedCustomer } from '@jono/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LearnedWaitModel, OrderedService } from '../../../db/schema/index';
import { orderedServiceSchema, queueEntries } from '../../../db/schema/index';
import { parseJson } from '../../../lib/sql-json';
import { orderSpread, showChanceOf } from '../estimates/wait-model';

/**
 * What the estimate needs of a live entry besides its items, as the query writes it: `seq`,
 * status, start (ms since the epoch, or empty), length, the barber asked for, the barber
 * cutting, added at the desk and at the shop (1 or 0), the row's revision, comma-separated. Plain text is a
 * third of the database's work of the same as JSON, and an entry read as before has the
 * same text.
 */
type EntryText = string;
/** Orders' ids and items, which never change once an order is made, by `seq`. */
const newcomersSchema = z.array(z.tuple([z.number(), z.string(), z.array(orderedServiceSchema)]));
/** An entry as decoded, with what it was decoded from. */
interface KeptEntry {
  text: EntryText;
  id: string;
  items: OrderedService[];
  decoded: Decoded;
}

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
  revision: number;
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

function decode(
  model: LearnedWaitModel,
  fields: string[],
  { id, items }: { id: string; items: OrderedService[] },
): Decoded {
  const [, status, startedAt, length, requested, cutting, atDesk, atShop, revision] = fields;
  const totalDurationMinutes = Number(length);
  const requestedBarberId = requested || null;
  const barberId = cutting || null;
  const isAtLocation = atShop === '1';
  const started = startedAt ? new Date(Number(startedAt)) : null;
  const walkIn = {
    id,
    status: status as WalkIn['status'],
    isAtLocation,
    startedAt: started,
    totalDurationMinutes,
    revision: Number(revision),
  };
  if (status === 'waiting') {
    const addedAtDesk = atDesk === '1';
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
/**
 * Per shop: the text its live entries were last read as, the model they were decoded with,
 * each entry as decoded (by `seq`), and the newest `seq`, after which entries come with their
 * id and items.
 */
interface KeptShop {
  text: string;
  /** Where the entries end in `text` (its "|"). */
  entriesEnd: number;
  model: string;
  since: number;
  bySeq: Map<number, KeptEntry>;
  decoded: Decoded[];
}
/** Each shop's live entries as an app last read them, the least recently read first. */
export type DecodedShops = Map<string, KeptShop>;

/** The `seq` after which a read of the shop's live entries must bring their ids and items. */
export function itemsSince(lastRead: DecodedShops, shopId: string): number {
  return lastRead.get(shopId)?.since ?? 0;
}

/**
 * A shop's entries from the text they were read as: an entry read as before, with the same
 * model, is not decoded again, so a read costs work per changed entry, not per customer. What
 * is kept is written over in place: an entry that did not change costs no new memory.
 * Null when an entry came without the id and items this node does not have (an entry back in
 * the queue after an undo, or this shop forgotten meanwhile): the caller reads all of them then.
 */
function decodeShop(
  lastRead: DecodedShops,
  shopId: string,
  text: string,
  wait: WaitModelRead,
): Decoded[] | null {
  const { model } = wait;
  const shop = lastRead.get(shopId) ?? {
    text: '',
    entriesEnd: 0,
    model: '',
    since: 0,
    bySeq: new Map<number, KeptEntry>(),
    decoded: [],
  };
  if (shop.text !== text || shop.model !== wait.text) {
    const sameModel = shop.model === wait.text;
    // The entries, then "|", then the newcomers' ids and items as JSON (the entries' text has
    // no "|"; item names may).
    const bar = text.indexOf('|');
    const fresh = text.slice(bar + 1);
    const newcomers = new Map(
      (fresh ? parseJson(newcomersSchema, fresh) : []).map(([seq, id, items]) => [
        seq,
        { id, items },
      ]),
    );
    // A queue that only grew at its back (a join) reads as before up to a ";": only the
    // entries after it are new.
    const end = shop.entriesEnd;
    const grew =
      sameModel &&
      end > 0 &&
      bar > end &&
      text[end] === ';' &&
      text.startsWith(shop.text.slice(0, end));
    const entryTexts = text.slice(grew ? end + 1 : 0, bar).split(';');
    const decoded: Decoded[] = grew ? shop.decoded : [];
    // Only a whole read can tell who left; one that grew lost nobody.
    const present = grew ? null : new Set<number>();
    let since = grew ? shop.since : 0;
    for (const piece of entryTexts) {
      // Kept as a piece of this read's text, which the shop keeps anyway; a newcomer after the
      // entries read before is copied out, or it would keep this whole read alive with it.
      const entryText = grew ? detached(piece) : piece;
      const fields = entryText.split(',');
      const seq = Number(fields[0]);
      const before = shop.bySeq.get(seq);
      const order = newcomers.get(seq) ?? before;
      if (!order) {
        // Read again whole: nothing kept may stand for this text.
        lastRead.delete(shopId);
        return null;
      }
      if (!before) {
        const entry = { text: entryText, ...order, decoded: decode(model, fields, order) };
        shop.bySeq.set(seq, entry);
        decoded.push(entry.decoded);
      } else {
        if (!sameModel || before.text !== entryText) before.decoded = decode(model, fields, before);
        // The new text even when equal: a piece of the old read's text would keep all of it.
        before.text = entryText;
        decoded.push(before.decoded);
      }
      present?.add(seq);
      since = Math.max(since, seq);
    }
    // Entries that left the live queue are forgotten.
    if (present && present.size < shop.bySeq.size)
      for (const seq of shop.bySeq.keys()) if (!present.has(seq)) shop.bySeq.delete(seq);
    Object.assign(shop, { text, entriesEnd: bar, model: wait.text, since, decoded });
  }
  lastRead.delete(shopId);
  lastRead.set(shopId, shop);
  if (lastRead.size > KEPT_SHOPS) lastRead.delete(lastRead.keys().next().value as string);
  return shop.decoded;
}

/** A string of its own, not a view into a longer one that it would keep alive. */
const detached = (piece: string) => JSON.parse(JSON.stringify(piece)) as string;

/**
 * As text, in a statement about the shop `shopId`: its waiting and in-service entries in queue
 * order, null when there are none; ids and items only of entries after `itemsAfter` (a `seq`).
 * A long queue is one value to decode rather than a row per customer, and an entry already
 * decoded is not decoded again (`liveQueue`).
 */
export function liveEntries(shopId: SQLWrapper, itemsAfter: SQLWrapper): SQL<string | null> {
  const e = queueEntries;
  const startedMs = sql`floor(extract(epoch from ${e.startedAt}) * 1000)::bigint::text`;
  return sql`(select nullif(concat(
      string_agg(concat_ws(',', ${e.seq}, ${e.status}, coalesce(${startedMs}, ''),
          ${e.totalDurationMinutes}, coalesce(${e.requestedBarberId}::text, ''),
          coalesce(${e.barberId}::text, ''), ${e.addedAtDesk}::int, ${e.isAtLocation}::int,
          ${e.revision}),
        ';' order by ${e.sortKey}, ${e.seq}),
      '|',
      json_agg(json_build_array(${e.seq}, ${e.id}, ${e.items})) filter (where ${e.seq} > ${itemsAfter})
    ), '|')
    from ${e} where ${e.shopId} = ${shopId} and ${e.status} in ('waiting', 'in_service'))`;
}

/** The shop's wait model, and the text it was stored as (empty when none is): one text, one model. */
export interface WaitModelRead {
  model: LearnedWaitModel;
  text: string;
}

/**
 * A shop's live queue from the text `liveEntries` read with `itemsSince(lastRead, shopId)`;
 * null when it must be read again with every entry's items.
 */
export function liveQueue(
  lastRead: DecodedShops,
  shopId: string,
  text: string,
  wait: WaitModelRead,
): LiveQueue | null {
  const entries = decodeShop(lastRead, shopId, text, wait);
  if (!entries) return null;
  const queue: LiveQueue = { walkIns: [], waiting: [], inService: [] };
  for (const entry of entries) {
    queue.walkIns.push(entry.walkIn);
    if (entry.waiting) queue.waiting.push(entry.waiting);
    if (entry.inService) queue.inService.push(entry.inService);
  }
  return queue;
}
