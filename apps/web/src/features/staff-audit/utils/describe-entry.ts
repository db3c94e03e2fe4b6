import type { AuditAction, AuditDetails } from '@jono/contract/api/audit';
import { formatShortCode, looksLikeShortCode } from '@jono/contract/rules/short-code';
import type { TFunction } from 'i18next';
import { formatLocalDate, formatShopDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import type { AuditEntry } from '../api/audit-log';

type QueueState = NonNullable<AuditDetails['stateAfter']>;

/** The actions whose sentence names the subject by its label, as it was kept. */
const namedBySubject = [
  'staff_deactivated',
  'staff_activated',
  'staff_joined',
  'category_added',
  'category_renamed',
  'category_removed',
  'webhook_added',
  'webhook_removed',
  'api_key_made',
  'api_key_revoked',
] as const satisfies readonly AuditAction[];

const isNamedBySubject = (action: AuditAction): action is (typeof namedBySubject)[number] =>
  (namedBySubject as readonly AuditAction[]).includes(action);

/**
 * What an entry says happened, in the reader's language: one sentence built from the action
 * and the facts it kept ("Cancelled walk-in K7M-2QD", "Men's haircut: €25.00 → €28.00"). Money
 * is written the language's way; a barber or queue state left to chance is named so. Codes are
 * written as every screen shows them ('K7M-2QD'); a name is left as it is.
 */
export function describeEntry(
  entry: AuditEntry,
  t: TFunction,
  language: string,
  timeZone: string,
): string {
  const { details } = entry;
  const { label } = entry.subject;
  const code = looksLikeShortCode(label) ? formatShortCode(label) : label;
  const money = (amount: number) => formatMoney(amount, language, details.currency);
  if (isNamedBySubject(entry.action))
    return t(`auditLog.sentences.${entry.action}`, { name: label });
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
    case 'holiday_removed':
      return t(`auditLog.sentences.${entry.action}`, { dates: holidayDates(details, language) });
    case 'staff_invited':
    case 'staff_role_changed': {
      const role = (value: AuditDetails['roleAfter']) => (value ? t(`roles.${value}`) : '–');
      return t(`auditLog.sentences.${entry.action}`, {
        name: label,
        before: role(details.roleBefore),
        after: role(details.roleAfter),
      });
    }
    case 'item_added':
    case 'item_removed':
    case 'item_changed': {
      const item = entry.subject.kind === 'addon' ? 'addon' : 'service';
      return t(`auditLog.sentences.${entry.action}_${item}`, { name: label });
    }
    case 'embed_sites_changed':
      return sitesChange(label, t);
    case 'broadcast_sent':
      return broadcastSent(details, t);
    case 'phone_blocked':
    case 'phone_unblocked':
      // The label is the number, masked as the record keeps it.
      return t(`auditLog.sentences.${entry.action}`, { number: label });
    default:
      // settings_changed: its headline; the card lists what changed below it, as for item_changed.
      return t(`auditLog.sentences.${entry.action}`, { code });
  }
}

/** The amount is how many were waiting; the card shows the words themselves (the note). */
function broadcastSent({ amount }: AuditDetails, t: TFunction): string {
  return amount
    ? t('auditLog.sentences.broadcast_sent', { count: amount })
    : t('auditLog.sentences.broadcast_sentNobody');
}

/** A holiday's first and last day, with the year: a holiday may be planned long ahead. */
function holidayDates({ startsOn, endsOn }: AuditDetails, language: string): string {
  const day = (date: string | undefined) =>
    date ? formatLocalDate(date, language, 'medium') : '–';
  return startsOn === endsOn ? day(startsOn) : `${day(startsOn)} – ${day(endsOn)}`;
}

/** The sites that may show the live queue since the change (the label lists them, spaced). */
function sitesChange(label: string, t: TFunction): string {
  const sites = label.split(' ').filter(Boolean);
  return sites.length > 0
    ? t('auditLog.sentences.embed_sites_changed', { sites: sites.join(', ') })
    : t('auditLog.sentences.embed_sites_changedNone');
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
