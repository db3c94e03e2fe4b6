import type { StaffMessage } from '@jono/contract/api/staff-queue';
import type { TFunction } from 'i18next';

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * A message in the reader's language, worded from its kind and data. A kind this version
 * does not know yet shows the server's own title rather than nothing.
 */
export function messageText(message: Pick<StaffMessage, 'kind' | 'title' | 'data'>, t: TFunction) {
  const customerName = textOf(message.data.customerName);
  if (message.kind === 'walk_in' && customerName) {
    return t('notifications.kinds.walkIn', { name: customerName });
  }
  return message.title;
}
