import type { StaffMessage } from '@jono/contract/api/staff-queue';
import type { TFunction } from 'i18next';

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** "Text messages: 80% of this month's 500 used", or at the cap that no more go this month. */
function textCapText(data: StaffMessage['data'], t: TFunction): string | null {
  const percent = numberOf(data.percent);
  const cap = numberOf(data.cap);
  if (percent === null) return null;
  if (percent >= 100) return t('notifications.kinds.textCapReached');
  return cap === null ? null : t('notifications.kinds.textCap', { percent, cap });
}

/**
 * A message in the reader's language, worded from its kind and data. A kind this version
 * does not know yet, or data it cannot word, shows the server's own title rather than nothing.
 */
export function messageText(message: Pick<StaffMessage, 'kind' | 'title' | 'data'>, t: TFunction) {
  const customerName = textOf(message.data.customerName);
  if (message.kind === 'walk_in' && customerName) {
    return t('notifications.kinds.walkIn', { name: customerName });
  }
  const reply = textOf(message.data.text);
  if (message.kind === 'text_reply' && customerName && reply) {
    return t('notifications.kinds.textReply', { name: customerName, text: reply });
  }
  if (message.kind === 'text_cap') return textCapText(message.data, t) ?? message.title;
  return message.title;
}
