import type { Analytics, AnalyticsQuery } from '@jono/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops, staffUsers } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { StaffIdentity } from '../../plugins/app/auth';
import { presentAnalytics } from './analytics.presenter';
import { analyticsPeriods } from './analytics-period';
import type { AnalyticsScope } from './analytics-sql';
import { barberFigures } from './barber-figures.query';
import { busiestHours } from './busiest-hours.query';
import { periodFigures } from './period-summary.query';
import { periodRating } from './rating.query';
import { topItems } from './top-items.query';

/**
 * The caller's shop, and the caller when they are a barber: a barber's figures are always
 * scoped to their own id from the token, never widened because a lookup came back empty.
 */
async function loadViewer(db: Db, staff: StaffIdentity) {
  const isBarber = staff.role === 'barber';
  const [[shop], [self]] = await Promise.all([
    db
      .select({ timezone: shops.timezone, currency: shops.currency })
      .from(shops)
      .where(eq(shops.id, staff.shopId)),
    isBarber
      ? db
          .select({ id: staffUsers.id, name: staffUsers.name })
          .from(staffUsers)
          .where(eq(staffUsers.id, staff.userId))
      : [],
  ]);
  if (!shop) throw notFound('Shop not found');
  if (isBarber && !self) throw notFound('Staff member not found');
  return { shop, barber: self ?? null };
}

/**
 * The analytics page's figures for a period of local dates and the one just before it.
 * Every figure is aggregated by the database; the queries run side by side.
 */
export async function shopAnalytics(
  db: Db,
  staff: StaffIdentity,
  query: AnalyticsQuery,
): Promise<Analytics> {
  const { shop, barber } = await loadViewer(db, staff);
  const periods = analyticsPeriods(query, shop.timezone);
  const scope: AnalyticsScope = { shopId: staff.shopId, barberId: barber?.id ?? null };
  const [current, previous, hours, barbers, items, rating] = await Promise.all([
    periodFigures(db, scope, periods.current),
    periodFigures(db, scope, periods.previous),
    busiestHours(db, scope, periods.current, shop.timezone),
    barberFigures(db, scope, periods.current),
    topItems(db, scope, periods.current),
    // Reviews rate the shop, not one barber: a barber's own figures go without.
    barber ? null : periodRating(db, staff.shopId, periods.current),
  ]);
  return presentAnalytics({
    shop,
    barber,
    periods,
    current,
    previous,
    busiestHours: hours,
    barbers,
    topItems: items,
    rating,
  });
}
