import { ACCURACY_DAYS, addDays, HOURS_IN_WEEK, zonedInstant, zonedParts } from '@jono/contract';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type LearnedWaitModel, queueEntries, shopWaitModels } from '../../../db/schema/index';
import { shopChairsAndClock } from '../../shops/shops.service';
import { shownRangeTally } from './estimate-accuracy.service';
import { type ArrivalHistory, learnFrom } from './learn-from-visits';

/** How far back a shop's history teaches its waiting times. */
export const LEARNING_DAYS = 90;
/** Every node learns for the same instants, so all of them store the same model. */
export const LEARNING_EVERY_MS = 15 * 60_000;

const DAY = 86_400_000;

/** The learning instant at or before `now`: a whole quarter hour. */
export const learningInstant = (now: Date) =>
  new Date(Math.floor(now.getTime() / LEARNING_EVERY_MS) * LEARNING_EVERY_MS);

const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * When the shop's served walk-ins joined, by hour of the week on its clock, over the whole
 * days from the first of them in the window to yesterday (today is not over yet).
 */
async function arrivalHistory(
  db: Db,
  shopId: string,
  since: Date,
  asOf: Date,
): Promise<ArrivalHistory> {
  const timeZone = (await shopChairsAndClock(db, shopId))?.timezone ?? 'UTC';
  const today = zonedParts(asOf, timeZone).date;
  const q = queueEntries;
  const local = sql`(${q.joinedAt} at time zone ${timeZone})`;
  const rows = await db
    .select({
      weekday: sql<number>`extract(isodow from ${local})`.mapWith(Number),
      hour: sql<number>`extract(hour from ${local})`.mapWith(Number),
      joins: sql<number>`count(*)`.mapWith(Number),
      first: sql<number>`extract(epoch from min(${q.joinedAt}))`.mapWith(Number),
    })
    .from(q)
    .where(
      and(
        eq(q.shopId, shopId),
        eq(q.status, 'served'),
        gte(q.joinedAt, since),
        lt(q.joinedAt, zonedInstant(today, 0, timeZone)),
      ),
    )
    .groupBy(sql`1`, sql`2`);
  const joins = Array.from({ length: HOURS_IN_WEEK }, () => 0);
  const days = Array.from({ length: 7 }, () => 0);
  if (rows.length === 0) return { joins, days };
  for (const row of rows) {
    const hour = (row.weekday - 1) * 24 + row.hour;
    joins[hour] = (joins[hour] ?? 0) + row.joins;
  }
  const first = Math.min(...rows.map((row) => row.first * 1000));
  for (let date = zonedParts(new Date(first), timeZone).date; date < today; ) {
    const weekday = weekdayOf(date);
    days[weekday] = (days[weekday] ?? 0) + 1;
    date = addDays(date, 1);
  }
  return { joins, days };
}

/** What the shop's last 90 days (to `asOf`) teach, and how its last 30 days' estimates did: read, learned and stored for every node. */
export async function learnWaitModel(
  db: Db,
  shopId: string,
  asOf: Date,
): Promise<LearnedWaitModel> {
  const since = new Date(asOf.getTime() - LEARNING_DAYS * DAY);
  const accuracySince = new Date(asOf.getTime() - ACCURACY_DAYS * DAY);
  const [visits, outcomes, arrivals, accuracy] = await Promise.all([
    servedVisits(db, shopId, since, asOf),
    waitOutcomes(db, shopId, since, asOf),
    arrivalHistory(db, shopId, since, asOf),
    shownRangeTally(
      db,
      and(
        eq(queueEntries.shopId, shopId),
        gte(queueEntries.startedAt, accuracySince),
        lt(queueEntries.startedAt, asOf),
      ),
    ),
  ]);
  const model = { ...learnFrom(visits, tallyOutcomes(outcomes), arrivals), accuracy };
  await db
    .insert(shopWaitModels)
    .values({ shopId, model, learnedAt: asOf })
    .onConflictDoUpdate({
      target: shopWaitModels.shopId,
      set: { model, learnedAt: asOf },
      // A node that fell behind never overwrites a newer model.
      setWhere: sql`${shopWaitModels.learnedAt} <= ${asOf.toISOString()}`,
    });
  return model;
}

/** The window's served visits, the latest first: what was cut, by whom, in how many minutes. */
async function servedVisits(db: Db, shopId: string, since: Date, asOf: Date) {
  const q = queueEntries;
  const visits = await db
    .select({
      items: q.items,
      barberId: q.barberId,
      startedAt: q.startedAt,
      finishedAt: q.finishedAt,
    })
    .from(q)
    .where(
      and(
        eq(q.shopId, shopId),
        eq(q.status, 'served'),
        isNotNull(q.startedAt),
        gte(q.finishedAt, since),
        lt(q.finishedAt, asOf),
      ),
    )
    .orderBy(desc(q.finishedAt));
  return visits.flatMap((v) =>
    v.startedAt && v.finishedAt
      ? [
          {
            items: v.items,
            barberId: v.barberId,
            minutes: (v.finishedAt.getTime() - v.startedAt.getTime()) / 60_000,
          },
        ]
      : [],
  );
}

/** Every customer who joined in the window and is no longer waiting, by how they waited. */
function waitOutcomes(db: Db, shopId: string, since: Date, asOf: Date) {
  const q = queueEntries;
  return db
    .select({
      addedAtDesk: q.addedAtDesk,
      checkedIn: sql<boolean>`${q.atLocationAt} is not null`,
      served: sql<number>`count(*) filter (where ${q.status} = 'served')`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(q)
    .where(
      and(
        eq(q.shopId, shopId),
        inArray(q.status, ['served', 'cancelled', 'no_show']),
        gte(q.joinedAt, since),
        lt(q.joinedAt, asOf),
      ),
    )
    .groupBy(q.addedAtDesk, sql`${q.atLocationAt} is not null`);
}

/** How often a customer of each channel was served, of all who stopped waiting. */
function tallyOutcomes(outcomes: Awaited<ReturnType<typeof waitOutcomes>>) {
  const tally = {
    remote: { served: 0, total: 0 },
    checkedIn: { served: 0, total: 0 },
    desk: { served: 0, total: 0 },
  };
  for (const row of outcomes) {
    // Everyone who joined remotely waited unchecked for a while: all of them say how often
    // such a customer comes; those who checked in also say how often one at the shop stays.
    const channels = row.addedAtDesk
      ? [tally.desk]
      : row.checkedIn
        ? [tally.remote, tally.checkedIn]
        : [tally.remote];
    for (const channel of channels) {
      channel.served += row.served;
      channel.total += row.total;
    }
  }
  return tally;
}

/** The shops with history in the learning window: the ones a learning run visits. */
export async function shopsWithHistory(db: Db, asOf: Date): Promise<string[]> {
  const since = new Date(asOf.getTime() - LEARNING_DAYS * DAY);
  const rows = await db
    .selectDistinct({ shopId: queueEntries.shopId })
    .from(queueEntries)
    .where(and(gte(queueEntries.joinedAt, since), lt(queueEntries.joinedAt, asOf)));
  return rows.map((row) => row.shopId);
}

/**
 * As JSON, in a statement about the shop `shopId`: its stored model, or null for a shop not
 * learned yet.
 */
export function storedWaitModel(shopId: SQLWrapper): SQL<string | null> {
  const m = shopWaitModels;
  return sql`(select ${m.model} from ${m} where ${m.shopId} = ${shopId})`;
}

/**
 * What the shop's model has learned of one member's visits, by service: their median, whole
 * minutes, and how many visits it is drawn from (services where they have too few are left
 * out, as is a model learned before visits were counted per barber).
 */
export async function measuredDurations(
  db: Db,
  shopId: string,
  userId: string,
): Promise<Map<string, { median: number; visits: number }>> {
  const [row] = await db
    .select({ model: shopWaitModels.model })
    .from(shopWaitModels)
    .where(eq(shopWaitModels.shopId, shopId));
  const measured = new Map<string, { median: number; visits: number }>();
  for (const [serviceId, service] of Object.entries(row?.model.services ?? {})) {
    const own = Object.hasOwn(service.byBarber, userId) ? service.byBarber[userId] : undefined;
    if (own?.samples) {
      measured.set(serviceId, { median: Math.round(own.median), visits: own.samples });
    }
  }
  return measured;
}
