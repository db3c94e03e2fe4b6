import type { AuditSettingChange, AuditValue } from '@jono/contract/api/audit';
import { isWishId } from '@jono/contract/rules/wishes';
import type { TFunction } from 'i18next';
import { weekdayName } from '@/lib/dates';
import { formatMinutes, formatMoney } from '@/lib/format';

type Setting = AuditSettingChange['setting'];

const none = (t: TFunction) => t('auditLog.values.none');

/** A day's hours as kept ('09:00-17:00') written with a dash between the times. */
const span = (value: AuditValue) => String(value).replace('-', '–');

const list = (value: AuditValue): (string | number)[] => (Array.isArray(value) ? value : []);

/**
 * How each setting's value reads: money the language's way, lengths of time in words, weekdays
 * and additional services by their names; a setting not listed is written as it was kept.
 */
const valueWriters: Partial<
  Record<Setting, (value: AuditValue, t: TFunction, language: string) => string>
> = {
  bookingFee: (value, _t, language) => formatMoney(Number(value), language),
  slotLengthMinutes: (value, _t, language) => formatMinutes(Number(value), language),
  refundWindowHours: (value, _t, language) => formatMinutes(Number(value) * 60, language),
  retentionDays: (value, t) => t('auditLog.values.days', { count: Number(value) }),
  defaultBreakMinutes: (value, _t, language) => formatMinutes(Number(value), language),
  horizonDays: (value, t) => t('auditLog.values.days', { count: Number(value) }),
  queueLimit: (value, t) => (value === null ? t('auditLog.defaultLimit') : String(value)),
  maxWaitMinutes: (value, t, language) =>
    value === null ? t('auditLog.values.noLimit') : formatMinutes(Number(value), language),
  moveLimit: (value, t) => (value === null ? t('auditLog.values.noLimit') : String(value)),
  openingHours: (value, t) => (value === null ? t('auditLog.values.closed') : span(value)),
  bookingHours: (value, t) => (value === null ? t('auditLog.values.allOpeningHours') : span(value)),
  quietHours: (value, t) => (value === null ? none(t) : span(value)),
  weeklyOffs: (value, t, language) =>
    list(value)
      .map((day) => weekdayName(Number(day), language))
      .join(', ') || none(t),
  additionalServices: (value, t) =>
    list(value)
      .map(String)
      .map((id) => (isWishId(id) ? t(`wishes.${id}`) : id))
      .join(', ') || none(t),
  itemDuration: (value, _t, language) => formatMinutes(Number(value), language),
  itemActive: (value, t) => (value ? t('auditLog.values.yes') : t('auditLog.values.no')),
  itemDescription: (value, t) => (value ? String(value) : none(t)),
  itemServices: (value, t) => list(value).map(String).join(', ') || none(t),
  reminderTimes: (value, t, language) =>
    list(value)
      .map((minutes) => formatMinutes(Number(minutes), language))
      .join(', ') || none(t),
};

function writeValue(setting: Setting, value: AuditValue, t: TFunction, language: string) {
  const writer = valueWriters[setting];
  if (writer) return writer(value, t, language);
  return value === null || value === '' ? '–' : String(value);
}

/** One line per changed setting: "Booking fee: €2.00 → €3.50", "Monday's hours: …". */
export function describeSettingChanges(
  changes: readonly AuditSettingChange[],
  t: TFunction,
  language: string,
): string[] {
  return changes.map((change) => {
    const name =
      change.weekday === undefined
        ? t(`auditLog.settings.${change.setting}`)
        : t(
            change.setting === 'bookingHours'
              ? 'auditLog.settings.bookingHoursOn'
              : 'auditLog.settings.openingHoursOn',
            { day: weekdayName(change.weekday, language) },
          );
    return t('auditLog.sentences.setting', {
      name,
      before: writeValue(change.setting, change.before, t, language),
      after: writeValue(change.setting, change.after, t, language),
    });
  });
}
