import { isCutOffNear } from '@jono/contract/rules/written-forms';
import { useNow } from '@/lib/use-now';

/**
 * The walk-in cut-off worth mentioning now: the shop's `walkInsUntil` once it is at most three
 * hours away (checked again every minute), else null.
 */
export function useWalkInsCutOff(walkInsUntil: string | null): string | null {
  const now = useNow(60_000);
  if (walkInsUntil === null) return null;
  return isCutOffNear(walkInsUntil, now) ? walkInsUntil : null;
}
