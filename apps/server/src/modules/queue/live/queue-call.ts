import type { OrderCall } from '@jono/contract';
import type { queueEntries } from '../../../db/schema/index';

/** The last call of an entry as screens show it; null before the first call. */
export function callOf(
  entry: Pick<
    typeof queueEntries.$inferSelect,
    'calledAt' | 'callCount' | 'calledChair' | 'calledBarberId'
  >,
  barberName: string | null,
): OrderCall | null {
  if (!entry.calledAt) return null;
  return {
    calledAt: entry.calledAt.toISOString(),
    callCount: entry.callCount,
    chair: entry.calledChair,
    barberName: entry.calledBarberId ? barberName : null,
  };
}
