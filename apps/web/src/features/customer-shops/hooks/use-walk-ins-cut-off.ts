import { useNow } from '@/lib/use-now';

/** Earlier in the day than this before the cut-off, the opening hours say enough. */
const mentionWithinMs = 3 * 60 * 60_000;

/**
 * The walk-in cut-off worth mentioning now: the shop's `walkInsUntil` once it is at most three
 * hours away (checked again every minute), else null.
 */
export function useWalkInsCutOff(walkInsUntil: string | null): string | null {
  const now = useNow(60_000);
  if (walkInsUntil === null) return null;
  return Date.parse(walkInsUntil) - now <= mentionWithinMs ? walkInsUntil : null;
}
