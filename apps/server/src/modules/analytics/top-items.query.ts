import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, queueEntries } from '../../db/schema';
import type { Period } from './analytics-period';
import { type AnalyticsScope, bookingsOf, during, rowsOf, walkInsOf } from './analytics-sql';

export const TOP_ITEMS = 10;

export interface TopItem {
  kind: 'service' | 'addon';
  name: string;
  count: number;
  takingsCents: number;
}

/**
 * Services and add-ons counted in one table's orders: each ordered service becomes a line,
 * and one line per add-on. Counting each table on its own and adding the counts up after
 * is a third cheaper than expanding the items of a union of both tables.
 */
function countedLines(table: typeof queueEntries | typeof bookings, condition: SQL) {
  return sql`select line.kind, line.name, sum(line.count) as count,
      sum(line.count * line.price) as cents
    from ${table},
      jsonb_to_recordset(${table.items}) as service(name text, quantity int, "priceCents" int, addons jsonb),
      lateral (
        select 'service' as kind, service.name, service.quantity as count, service."priceCents" as price
        union all
        select 'addon', addon.name, addon.quantity * service.quantity, addon."priceCents"
        from jsonb_to_recordset(service.addons) as addon(name text, quantity int, "priceCents" int)
      ) as line
    where ${condition}
    group by line.kind, line.name`;
}

/**
 * The most ordered services and add-ons of the orders served in the period (served
 * walk-ins by finish, completed bookings by start), from the order's frozen items: a
 * service counts its quantity; an add-on is done once per unit of its service, so it
 * counts its quantity times the service's. Takings are price x that count. Grouped by the
 * name the customer saw; ties go alphabetically.
 */
export async function topItems(db: Db, scope: AnalyticsScope, period: Period) {
  const walkIns = countedLines(
    queueEntries,
    sql`${walkInsOf(scope)} and ${queueEntries.status} = 'served' and ${during(queueEntries.finishedAt, period)}`,
  );
  // A barber's own list counts the booked customers they served too.
  const counted = sql`${walkIns} union all ${countedLines(
    bookings,
    sql`${bookingsOf(scope)} and ${bookings.status} = 'completed' and ${during(bookings.startAt, period)}`,
  )}`;
  const rows = await rowsOf<TopItem>(
    db,
    sql`with totals as (
      select kind, name, sum(count) as count, sum(cents) as cents
      from (${counted}) as counted group by kind, name
    ), ranked as (
      select *, row_number() over (partition by kind order by count desc, name) as place
      from totals
    )
    select kind, name, count::int as count, cents::float8 as "takingsCents"
    from ranked where place <= ${TOP_ITEMS} order by kind, place`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    name: r.name,
    count: Number(r.count),
    takingsCents: Number(r.takingsCents),
  }));
}
