import { CalendarCheck, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { useStaffBookingsQuery } from '../api/staff-bookings';
import { useBookingActions } from '../hooks/use-booking-actions';
import { useBookingDialogs } from '../hooks/use-booking-dialogs';
import { useBookingsFilter } from '../hooks/use-bookings-filter';
import { useBookingsLive } from '../hooks/use-bookings-live';
import { BookingCard } from './booking-card';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { DayPicker } from './day-picker';
import { MoveBookingDialog } from './move-booking-dialog';
import { NoShowDialog } from './no-show-dialog';
import { StatusFilter } from './status-filter';
import { WaitlistSection } from './waitlist-section';

/** Who is looking: their shop's staff room brings the live changes. */
export interface BookingsViewer {
  shopId: string;
  accessToken: string;
}

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      {['a', 'b', 'c'].map((key) => (
        <Skeleton key={key} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}

/** A day of pre-bookings, live, filtered by status and searched by name or phone. */
export function BookingsPanel({ viewer }: { viewer: BookingsViewer }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const filter = useBookingsFilter(timeZone);
  const { data, currentData, error, isFetching, refetch } = useStaffBookingsQuery({
    date: filter.date,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.q ? { q: filter.q } : {}),
  });
  useEffect(() => {
    if (data?.timezone) setTimeZone(data.timezone);
  }, [data?.timezone]);

  useBookingsLive(viewer);
  const actions = useBookingActions();
  const now = useNow(30_000);
  const bookings = currentData?.bookings;
  const dialogs = useBookingDialogs(bookings, actions);
  // The counts belong to a day: another day's must not show while this one loads.
  const counts = data && data.date === filter.date ? data.counts : undefined;

  const emptyTitle = filter.q
    ? t('dashboard.bookings.empty.search', { q: filter.q })
    : filter.status
      ? t('dashboard.bookings.empty.status', {
          status: t(`dashboard.bookings.status.${filter.status}`),
        })
      : t('dashboard.bookings.empty.day');

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.bookings.title')}
        description={t('dashboard.pages.bookings.description')}
      />
      <DayPicker date={filter.date} today={filter.today} onChange={filter.setDate} />
      <div className="space-y-3">
        <StatusFilter status={filter.status} counts={counts} onChange={filter.setStatus} />
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('dashboard.bookings.search.label')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={searchId}
            type="search"
            value={filter.searchText}
            placeholder={t('dashboard.bookings.search.placeholder')}
            onChange={(event) => filter.setSearchText(event.target.value)}
            className="focus-ring block h-11 w-full rounded-xl border border-zinc-300 bg-white pr-3.5 pl-10 text-base text-zinc-950 shadow-xs placeholder:text-zinc-500 hover:border-zinc-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400 dark:hover:border-zinc-600"
          />
        </div>
      </div>

      <section aria-label={t('dashboard.bookings.listLabel')} aria-busy={isFetching}>
        {bookings ? (
          bookings.length === 0 ? (
            <EmptyState
              icon={CalendarCheck}
              title={emptyTitle}
              description={t('dashboard.bookings.empty.hint')}
            />
          ) : (
            <ul className="space-y-3">
              {bookings.map((booking) => (
                <BookingCard
                  key={booking.id}
                  booking={booking}
                  now={now}
                  pendingAction={actions.pendingAction(booking.id)}
                  handlers={{
                    onComplete: (chosen) => void actions.complete(chosen),
                    onNoShow: dialogs.open('noShow'),
                    onCancel: dialogs.open('cancel'),
                    onMove: dialogs.open('move'),
                  }}
                />
              ))}
            </ul>
          )
        ) : error && !isFetching ? (
          <LoadFailedAlert
            title={t('dashboard.bookings.loadFailed')}
            error={error}
            onRetry={() => void refetch()}
          />
        ) : (
          <div role="status" aria-label={t('dashboard.bookings.loading')}>
            <ListSkeleton />
          </div>
        )}
      </section>

      <WaitlistSection date={filter.date} />

      <CancelBookingDialog
        booking={dialogs.bookingOf('cancel')}
        isPending={dialogs.isPending('cancel')}
        onCancel={(booking, reason) =>
          void actions.cancel(booking, reason).then(dialogs.closeOnSuccess)
        }
        onClose={dialogs.close}
      />
      <MoveBookingDialog
        shopId={viewer.shopId}
        booking={dialogs.bookingOf('move')}
        today={filter.today}
        isPending={dialogs.isPending('move')}
        onMove={(booking, to) => void actions.move(booking, to).then(dialogs.closeOnSuccess)}
        onClose={dialogs.close}
      />
      <NoShowDialog
        booking={dialogs.bookingOf('noShow')}
        isPending={dialogs.isPending('noShow')}
        onConfirm={(booking) => void actions.noShow(booking).then(dialogs.closeOnSuccess)}
        onClose={dialogs.close}
      />
    </div>
  );
}
