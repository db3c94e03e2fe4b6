import { BellRing, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatShopDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { shopClock } from '@/lib/shop-time';
import { notify } from '@/lib/toast';
import { type StaffWaitlistEntry, useRemoveFromWaitlistMutation } from '../api/staff-waitlist';

const stateTone: Record<StaffWaitlistEntry['state'], string> = {
  waiting: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
  offered: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  booked: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  expired: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400',
};

/** Where the entry's offer stands; an open offer says until when it holds. */
function EntryState({ entry, timezone }: { entry: StaffWaitlistEntry; timezone: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 font-medium text-xs', stateTone[entry.state])}>
      {entry.state === 'offered' && entry.offeredUntil
        ? t('dashboard.bookings.waitlist.state.offered', {
            time: shopClock(entry.offeredUntil, timezone),
          })
        : t(`dashboard.bookings.waitlist.state.${entry.state}`)}
    </span>
  );
}

/** How the person is told of a freed time: by push, by mail, or both. */
function EntryChannels({ channels }: { channels: StaffWaitlistEntry['channels'] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="sr-only">{t('dashboard.bookings.waitlist.toldBy')}</span>
      {channels.map((channel) => {
        const Icon = channel === 'push' ? BellRing : Mail;
        return (
          <span key={channel} className="inline-flex items-center gap-1">
            <Icon aria-hidden className="size-3.5" />
            {t(`dashboard.bookings.waitlist.channels.${channel}`)}
          </span>
        );
      })}
    </span>
  );
}

/** Taking the person off the day's waitlist, once the staff member has said yes to it. */
function RemoveFromWaitlist({ entry, date }: { entry: StaffWaitlistEntry; date: string }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [remove, removal] = useRemoveFromWaitlistMutation();
  const onRemove = async () => {
    try {
      await remove({ entryId: entry.id, date }).unwrap();
      notify.success(t('dashboard.bookings.waitlist.removed', { name: entry.customerName }));
    } catch (error) {
      notify.error(errorMessage(error, t('messages.somethingWentWrong')));
      setIsConfirming(false);
    }
  };
  if (!isConfirming) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('dashboard.bookings.waitlist.removeLabel', { name: entry.customerName })}
        onClick={() => setIsConfirming(true)}
      >
        {t('dashboard.bookings.waitlist.remove')}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="danger"
        size="sm"
        disabled={removal.isLoading}
        onClick={() => void onRemove()}
      >
        {removal.isLoading
          ? t('dashboard.bookings.waitlist.removing')
          : t('dashboard.bookings.waitlist.confirmRemove')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)}>
        {t('dashboard.bookings.waitlist.keep')}
      </Button>
    </div>
  );
}

/** One person on the day's waitlist: who, what for, since when, how they are told. */
export function WaitlistRow({
  entry,
  date,
  timezone,
}: {
  entry: StaffWaitlistEntry;
  date: string;
  timezone: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900/70"
      data-testid="waitlist-entry"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-semibold text-zinc-950 dark:text-white">
            {entry.customerName}
          </span>
          <EntryState entry={entry} timezone={timezone} />
        </p>
        <p className="break-words text-sm text-zinc-700 dark:text-zinc-300">
          {entry.services
            .map((s) => (s.quantity > 1 ? `${s.quantity} × ${s.name}` : s.name))
            .join(', ')}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
          <span>
            {t('dashboard.bookings.waitlist.asked', {
              when: formatShopDateTime(entry.askedAt, i18n.language, timezone),
            })}
          </span>
          <EntryChannels channels={entry.channels} />
        </p>
      </div>
      <RemoveFromWaitlist entry={entry} date={date} />
    </li>
  );
}
