import type { BookedInterval, WeekdayHours } from '@jono/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { type LearnedWaitModel, learnedWaitModelSchema } from '../../../db/schema/index';
import { latestAnswers } from '../../../lib/latest-answers';
import { preparedStatement } from '../../../lib/prepared-statement';
import { jsonObjectOf, parseJson } from '../../../lib/sql-json';
import {
  activeBarberStatuses,
  barberStatusSchema,
  type LiveStatus,
} from '../../auth/staff-accounts.service';
import { holidaySpanSchema, holidaysAround } from '../../booking/holiday-days.service';
import {
  bookingsNeedingChair,
  type ChairBooking,
  chairBookingSchema,
} from '../../booking/staff/booked-chairs.service';
import { shortestServiceMinutes } from '../../catalog/catalog.service';
import { timeOffAround, timeOffSpanSchema } from '../../schedules/time-off.service';
import { storedWaitModel } from '../estimates/wait-learning';
import { orderSpread, unlearnedModel } from '../estimates/wait-model';
import {
  type DecodedShops,
  itemsSince,
  type LiveQueue,
  liveEntries,
  liveQueue,
} from './live-entries';

/** What a shop's queue looks like right now: the inputs of the waiting-time rule. */
export interface QueueLoad extends LiveQueue {
  /** Confirmed bookings still to start. */
  bookings: BookedInterval[];
  holidays: { startsOn: string; endsOn: string }[];
  /**
   * The shop's active owners and barbers, by name, with their live status, on a break when
   * they are back (epoch milliseconds), and their weekly hours (null: the shop's).
   */
  team: {
    id: string;
    liveStatus: LiveStatus | null;
    breakEndsAt: number | null;
    weeklyHours: WeekdayHours[] | null;
  }[];
  /** The team's time off around today (epoch milliseconds). */
  timeOff: { userId: string; start: number; end: number }[];
  /** The shop's shortest active service, minutes; null with none on offer. */
  shortestServiceMinutes: number | null;
  /** What the shop's history has taught about its waiting times. */
  model: LearnedWaitModel;
}

const emptyLoad = (): QueueLoad => ({
  waiting: [],
  inService: [],
  bookings: [],
  holidays: [],
  team: [],
  timeOff: [],
  shortestServiceMinutes: null,
  model: unlearnedModel,
  walkIns: [],
});

/** What the load statement answers about one shop besides its live entries. */
const loadFactsSchema = z.object({
  bookings: z.array(chairBookingSchema),
  holidays: z.array(holidaySpanSchema),
  team: z.array(barberStatusSchema),
  timeOff: z.array(timeOffSpanSchema),
  shortestServiceMinutes: z.number().nullable(),
});

/** Wait models kept parsed: one per shop a node serves, for a few hundred shops. */
const KEPT_MODELS = 256;
/**
 * A wait model from the text it was stored as. A shop's model changes about once a night and
 * every read of its queue brings it, so each text is parsed and checked once.
 */
const parsedModel = latestAnswers(KEPT_MODELS, (text) => parseJson(learnedWaitModelSchema, text));

const shopId = sql`shop.id`;
const now = sql.placeholder('now');
/** A shop's row of the load statement; its wait model as stored text, which keys the decoding. */
interface LoadRow {
  shopId: string;
  entries: string | null;
  model: string | null;
  facts: string;
}
const readLoads = preparedStatement<
  LoadRow,
  { shopIds: string[]; itemsSince: number[]; now: Date; today: string }
>(
  'queue_loads',
  sql`select ${shopId} as "shopId", ${liveEntries(shopId, sql`shop.items_since`)} as "entries",
    ${storedWaitModel(shopId)}::text as "model",
    ${jsonObjectOf(loadFactsSchema, {
      bookings: bookingsNeedingChair(shopId, now),
      holidays: holidaysAround(shopId, sql.placeholder('today')),
      team: activeBarberStatuses(shopId),
      timeOff: timeOffAround(shopId, now),
      shortestServiceMinutes: shortestServiceMinutes(shopId),
    })}::text as "facts"
    from unnest(${sql.placeholder('shopIds')}::uuid[], ${sql.placeholder('itemsSince')}::bigint[])
      as shop(id, items_since)`,
);

/**
 * Loads the queue of several shops in one statement, whatever their number, so a page of
 * shops costs the same as one, and an admission reads its shop's queue in one round trip.
 * `decodedShops`: the app's entries as its last reads decoded them (`liveMemoryOf(db)`), which
 * this read brings up to date.
 */
export async function loadQueueLoads(
  db: Db,
  decodedShops: DecodedShops,
  shopIds: readonly string[],
  now: Date,
): Promise<Map<string, QueueLoad>> {
  const loads = new Map<string, QueueLoad>();
  if (shopIds.length === 0) return loads;
  const today = now.toISOString().slice(0, 10);
  const ids = [...shopIds];
  const since = ids.map((id) => itemsSince(decodedShops, id));
  const rows = await readLoads(db, { shopIds: ids, itemsSince: since, now, today });
  const unread: string[] = [];
  for (const row of rows) {
    const load = loadOf(decodedShops, row);
    if (load) loads.set(row.shopId, load);
    else unread.push(row.shopId);
  }
  // Rare: an entry came without items this node does not have; read those shops with all.
  if (unread.length > 0) {
    const again = { shopIds: unread, itemsSince: unread.map(() => 0), now, today };
    for (const row of await readLoads(db, again)) {
      const load = loadOf(decodedShops, row);
      if (!load) throw new Error(`the live queue of ${row.shopId} came without items`);
      loads.set(row.shopId, load);
    }
  }
  return loads;
}

/** One shop's load from its row; null when its live entries must be read with every item. */
function loadOf(decodedShops: DecodedShops, row: LoadRow): QueueLoad | null {
  const facts = parseJson(loadFactsSchema, row.facts);
  const model = row.model === null ? unlearnedModel : parsedModel(row.model);
  // After the model, which the estimate of every entry needs.
  const queue = row.entries
    ? liveQueue(decodedShops, row.shopId, row.entries, { model, text: row.model ?? '' })
    : undefined;
  if (queue === null) return null;
  const load: QueueLoad = {
    ...emptyLoad(),
    model,
    shortestServiceMinutes: facts.shortestServiceMinutes,
    holidays: facts.holidays,
    team: facts.team.map((member) => ({
      ...member,
      breakEndsAt: member.breakEndsAt === null ? null : Date.parse(member.breakEndsAt),
    })),
    timeOff: facts.timeOff.map((span) => ({
      userId: span.userId,
      start: Date.parse(span.startsAt),
      end: Date.parse(span.endsAt),
    })),
    walkIns: queue?.walkIns ?? [],
    waiting: queue?.waiting ?? [],
    inService: queue?.inService ?? [],
  };
  for (const b of facts.bookings) addBooking(load, b);
  return load;
}

/** A booking in a chair counts as being served; one still to start keeps its time. */
function addBooking(load: QueueLoad, b: ChairBooking) {
  if (b.startedAt) {
    load.inService.push({
      startedAt: new Date(b.startedAt).getTime(),
      durationMinutes: b.durationMinutes,
      barberId: b.barberId,
      spread: orderSpread(
        load.model,
        { items: b.items, totalDurationMinutes: b.durationMinutes },
        b.barberId,
      ),
    });
  } else {
    load.bookings.push({
      start: new Date(b.startAt).getTime(),
      end: new Date(b.endAt).getTime(),
      hasArrived: b.atLocationAt !== null,
    });
  }
}
