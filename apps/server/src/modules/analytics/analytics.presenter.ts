import {
  type Analytics,
  type AnalyticsSummary,
  centsToPrice,
  type ShopRating,
} from '@jono/contract';
import type { Period } from './analytics-period';
import type { barberFigures } from './barber-figures.query';
import type { busiestHours } from './busiest-hours.query';
import type { PeriodFigures } from './period-summary.query';
import type { TopItem } from './top-items.query';

/** Minutes to one decimal: finer than anyone reads a wait, coarse enough to compare. */
const minutes = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
/** A share of a whole, to four decimals (a tenth of a percent and a bit); none of nothing. */
const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

export function presentSummary({
  walkIns,
  ranges,
  booked,
  money,
  cancellations,
}: PeriodFigures): AnalyticsSummary {
  const served = walkIns.served + booked.served;
  const serviceCents = walkIns.serviceCents + booked.serviceCents;
  const noShows = walkIns.noShows + booked.noShows;
  return {
    served,
    servedWalkIn: walkIns.served,
    servedBooked: booked.served,
    takings: centsToPrice(serviceCents + money.feeCents - money.refundCents),
    serviceTakings: centsToPrice(serviceCents),
    bookingFees: centsToPrice(money.feeCents),
    refunds: centsToPrice(money.refundCents),
    averageTicket: served === 0 ? null : centsToPrice(serviceCents / served),
    averageWait: minutes(walkIns.averageWait),
    p90Wait: minutes(walkIns.p90Wait),
    estimateError: minutes(walkIns.estimateError),
    estimateWithin10: rate(walkIns.estimatedWithin10, walkIns.estimated),
    withinShownRange: rate(ranges.within, ranges.visits),
    earlierThanShown: rate(ranges.early, ranges.visits),
    walkIns: walkIns.walkIns,
    bookings: booked.bookings,
    cancellations: cancellations.cancelled,
    noShows,
    // Both rates divide by the period's visits: walk-ins joined plus bookings starting.
    cancellationRate: rate(cancellations.cancelled, cancellations.visits),
    noShowRate: rate(noShows, cancellations.visits),
  };
}

export interface AnalyticsFigures {
  shop: { timezone: string; currency: string };
  barber: { id: string; name: string } | null;
  periods: { current: Period; previous: Period };
  current: PeriodFigures;
  previous: PeriodFigures;
  busiestHours: Awaited<ReturnType<typeof busiestHours>>;
  barbers: Awaited<ReturnType<typeof barberFigures>>;
  topItems: TopItem[];
  rating: ShopRating;
}

const presentItems = (items: TopItem[], kind: TopItem['kind']) =>
  items
    .filter((item) => item.kind === kind)
    .map((item) => ({
      name: item.name,
      count: item.count,
      takings: centsToPrice(item.takingsCents),
    }));

export function presentAnalytics(figures: AnalyticsFigures): Analytics {
  const { current, previous } = figures.periods;
  return {
    timezone: figures.shop.timezone,
    currency: figures.shop.currency,
    period: { from: current.from, to: current.to },
    previous: { from: previous.from, to: previous.to },
    barber: figures.barber,
    summary: {
      current: presentSummary(figures.current),
      previous: presentSummary(figures.previous),
    },
    busiestHours: figures.busiestHours,
    barbers: figures.barbers.map(({ takingsCents, ...barber }) => ({
      ...barber,
      averageServiceMinutes: minutes(barber.averageServiceMinutes),
      averageCatalogueMinutes: minutes(barber.averageCatalogueMinutes),
      takings: centsToPrice(takingsCents),
    })),
    topServices: presentItems(figures.topItems, 'service'),
    topAddons: presentItems(figures.topItems, 'addon'),
    rating: figures.rating,
  };
}
