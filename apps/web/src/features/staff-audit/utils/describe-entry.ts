import type { AuditDetails } from '@jono/contract/api/audit';
import { formatShortCode, looksLikeShortCode } from '@jono/contract/rules/short-code';
import type { TFunction } from 'i18next';
import { formatLocalDate, formatShopDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { AuditEntry } from '../api/audit-log';

type QueueState = NonNullable<AuditDetails['stateAfter']>;

/**
 * What an entry says happened, in the reader's language: one sentence built from the action
 * and the facts it kept ("Cancelled walk-in K7M-2QD", "Men's haircut: €25.00 → €28.00"). Money
 * is written the language's way; a barber or queue state left to chance is named so.
 */
export function describeEntry(
  entry: AuditEntry,
  t: TFunction,
  language: string,
  timeZone: string,
): string {
  const { details } = entry;
  // Codes are written as every screen shows them ('K7M-2QD'); a name is left as it is.
  const { label } = entry.subject;
  const code = looksLikeShortCode(label) ? formatShortCode(label) : label;
  const money = (amount: number) => formatMoney(amount, language, details.currency);
  switch (entry.action) {
    case 'order_barber_changed':
    case 'booking_barber_changed': {
      const barber = (name: string | null | undefined) => name || t('auditLog.anyBarber');
      return t(`auditLog.sentences.${entry.action}`, {
        code,
        before: barber(details.barberBefore),
        after: barber(details.barberAfter),
      });
    }
    case 'refund_approved':
      return details.amount === undefined
        ? t('auditLog.sentences.refund_approvedNoAmount', { code })
        : t('auditLog.sentences.refund_approved', { code, amount: money(details.amount) });
    case 'queue_changed':
      return queueChange(details, t);
    case 'booking_moved': {
      // Times on the shop's clock, like the entry's own time.
      const when = (instant: string | undefined) =>
        instant ? formatShopDateTime(instant, language, timeZone) : '–';
      return t('auditLog.sentences.booking_moved', {
        code,
        before: when(details.startBefore),
        after: when(details.startAfter),
      });
    }
    case 'waitlist_removed':
      // The label is the day the person waited for.
      return t('auditLog.sentences.waitlist_removed', {
        code: formatLocalDate(label, language, 'short'),
      });
    case 'price_changed':
      return t('auditLog.sentences.price_changed', {
        name: entry.subject.label,
        before: details.priceBefore === undefined ? '–' : money(details.priceBefore),
        after: details.priceAfter === undefined ? '–' : money(details.priceAfter),
      });
    case 'holiday_added':
    case 'holiday_removed': {
      // With the year: a holiday may be planned long ahead.
      const day = (date: string | undefined) =>
        date ? formatLocalDate(date, language, 'medium') : '–';
      return t(`auditLog.sentences.${entry.action}`, {
        dates:
          details.startsOn === details.endsOn
            ? day(details.startsOn)
            : `${day(details.startsOn)} – ${day(details.endsOn)}`,
      });
    }
    case 'staff_invited':
    case 'staff_role_changed': {
      const role = (value: AuditDetails['roleAfter']) => (value ? t(`roles.${value}`) : '–');
      return t(`auditLog.sentences.${entry.action}`, {
        name: label,
        before: role(details.roleBefore),
        after: role(details.roleAfter),
      });
    }
    case 'staff_deactivated':
    case 'staff_activated':
    case 'staff_joined':
    case 'category_added':
    case 'category_renamed':
    case 'category_removed':
      return t(`auditLog.sentences.${entry.action}`, { name: label });
    case 'item_added':
      return entry.subject.kind === 'addon'
        ? t('auditLog.sentences.item_added_addon', { name: label })
        : t('auditLog.sentences.item_added_service', { name: label });
    case 'item_removed':
      return entry.subject.kind === 'addon'
        ? t('auditLog.sentences.item_removed_addon', { name: label })
        : t('auditLog.sentences.item_removed_service', { name: label });
    case 'item_changed':
      return entry.subject.kind === 'addon'
        ? t('auditLog.sentences.item_changed_addon', { name: label })
        : t('auditLog.sentences.item_changed_service', { name: label });
    case 'phone_blocked':
    case 'phone_unblocked':
      // The label is the number, masked as the record keeps it.
      return t(`auditLog.sentences.${entry.action}`, { number: label });
    default:
      // settings_changed: its headline; the card lists what changed below it, as for item_changed.
      return t(`auditLog.sentences.${entry.action}`, { code });
  }
}

/**
 * A queue's state and limit, each told only when it changed (an entry keeps both as they were
 * before and after, whichever one was set).
 */
function queueChange(details: AuditDetails, t: TFunction): string {
  const state = (value: QueueState | null | undefined) =>
    value ? t(`auditLog.queueStates.${value}`) : t('auditLog.queueStates.automatic');
  const limit = (value: number | null | undefined) =>
    value === null || value === undefined ? t('auditLog.defaultLimit') : String(value);
  const parts: string[] = [];
  if ((details.stateBefore ?? null) !== (details.stateAfter ?? null)) {
    parts.push(
      t('auditLog.sentences.queue_state', {
        before: state(details.stateBefore),
        after: state(details.stateAfter),
      }),
    );
  }
  if ((details.limitBefore ?? null) !== (details.limitAfter ?? null)) {
    parts.push(
      t('auditLog.sentences.queue_limit', {
        before: limit(details.limitBefore),
        after: limit(details.limitAfter),
      }),
    );
  }
  return parts.length > 0 ? parts.join('; ') : t('auditLog.sentences.queue_changed');
}
