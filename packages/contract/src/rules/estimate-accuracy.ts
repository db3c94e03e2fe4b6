/** The days a shop's shown accuracy covers: recent enough to be this shop today. */
export const ACCURACY_DAYS = 30;

/**
 * Walk-ins needed in those days before a shop shows how its estimates did: at 30, "8 of 10"
 * is within about one either way of the truth most of the time; below it the figure would
 * say more about luck than the shop.
 */
export const ACCURACY_MIN_VISITS = 30;

export interface EstimateRecord {
  /** Whether the estimates use the shop's own visits yet, not only the menu's lengths. */
  learned: boolean;
  visits: number;
  withinRange: number;
}

/**
 * What a shop's page and card say of its estimates: how many in ten walk-ins started within
 * the range they were shown; for a shop whose estimates still come from the menu, that; and
 * nothing for a shop that learned but has too few ranged visits to count yet.
 */
export type EstimateBadge = { kind: 'accuracy'; inTen: number } | { kind: 'fromMenu' } | null;

export function estimateBadge(record: EstimateRecord): EstimateBadge {
  if (record.visits >= ACCURACY_MIN_VISITS) {
    return { kind: 'accuracy', inTen: Math.round((10 * record.withinRange) / record.visits) };
  }
  return record.learned ? null : { kind: 'fromMenu' };
}

interface Startable {
  queueState: 'open' | 'full' | 'closed';
  waitRange: { earliest: string; latest: string } | null;
}

const rank = (shop: Startable) =>
  shop.queueState !== 'open' ? 2 : shop.waitRange === null ? 1 : 0;

/**
 * Soonest start first: shops taking walk-ins now by the start of the range a walk-in joining
 * now is told, then those taking walk-ins that cannot say, then the rest. Stable: equal starts
 * keep their order (nearest first, when the list was).
 */
export function sortBySoonestStart<T extends Startable>(shops: readonly T[]): T[] {
  return [...shops].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0 || !a.waitRange || !b.waitRange) return byRank;
    return Date.parse(a.waitRange.earliest) - Date.parse(b.waitRange.earliest);
  });
}
