import type { Slot } from '@jono/contract/api/booking';
import { errorMessage } from '@/lib/error-message';
import type { SlotGridState } from './slot-grid';

/**
 * What the slot grid shows for a day's read: its times once they are in; why they could not
 * be read, with a retry, once a failed read has settled; a loading grid otherwise.
 */
export function slotGridStateOf(day: {
  currentData?: { slots: readonly Slot[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}): SlotGridState {
  const slots = day.currentData?.slots;
  if (slots) return { kind: 'ready', slots };
  if (day.isError && !day.isFetching) {
    return { kind: 'error', message: errorMessage(day.error), onRetry: () => void day.refetch() };
  }
  return { kind: 'loading' };
}
