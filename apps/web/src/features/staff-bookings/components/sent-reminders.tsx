import { BellRing, Mail, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatShopDateTime } from '@/lib/dates';
import { type BookingReminder, useDayRemindersQuery } from '../api/booking-reminders';
import { formatOffset } from '../utils/reminder-offsets';

const REFRESH_MS = 60_000;

function ReminderLine({ reminder, timezone }: { reminder: BookingReminder; timezone: string }) {
  const { t, i18n } = useTranslation();
  const when = formatShopDateTime(reminder.sentAt, i18n.language, timezone);
  const before = formatOffset(reminder.offsetMinutes, i18n.language);
  const isFailed = reminder.status === 'failed';
  const Icon = isFailed ? TriangleAlert : reminder.channel === 'push' ? BellRing : Mail;
  const how =
    reminder.status === 'sending'
      ? t('dashboard.bookings.reminders.sending')
      : isFailed
        ? t('dashboard.bookings.reminders.failed')
        : t(`dashboard.bookings.reminders.by.${reminder.channel ?? 'email'}`);
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1.5',
        isFailed || reminder.pushFailed
          ? 'text-red-700 dark:text-red-400'
          : 'text-zinc-600 dark:text-zinc-400',
      )}
      data-testid="sent-reminder"
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      <span>
        {t('dashboard.bookings.reminders.line', { before, when, how })}
        {reminder.pushFailed ? ` ${t('dashboard.bookings.reminders.pushFailed')}` : ''}
      </span>
    </li>
  );
}

/** Which of a booking's reminders went out, when and how, and which did not reach anyone. */
export function SentReminders({ bookingId, date }: { bookingId: string; date: string }) {
  const { t } = useTranslation();
  // One request for the whole day's list, shared by every card of it.
  const { data } = useDayRemindersQuery(date, { pollingInterval: REFRESH_MS });
  const reminders = data?.byBooking[bookingId] ?? [];
  if (!data || reminders.length === 0) return null;
  return (
    <div className="text-sm">
      <h4 className="sr-only">{t('dashboard.bookings.reminders.title')}</h4>
      <ul className="flex flex-col gap-0.5" aria-label={t('dashboard.bookings.reminders.title')}>
        {reminders.map((reminder) => (
          <ReminderLine
            key={`${reminder.offsetMinutes}-${reminder.sentAt}`}
            reminder={reminder}
            timezone={data.timezone}
          />
        ))}
      </ul>
    </div>
  );
}
