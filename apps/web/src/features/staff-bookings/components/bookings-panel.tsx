import { CalendarCheck, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { type BookingStatus, useStaffBookingsQuery } from '../api/staff-bookings';
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

/** Searches the day's bookings by the customer's name or phone. */
function BookingSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
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
        value={value}
        placeholder={t('dashboard.bookings.search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        className="focus-ring block h-11 w-full rounded-xl border border-zinc-300 bg-white pr-3.5 pl-10 text-base text-zinc-950 shadow-xs placeholder:text-zinc-500 hover:border-zinc-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-400 dark:hover:border-zinc-600"
      />
    </div>
  );
}

/** The dialogs a booking's steps ask in: cancel with a reason, move, no-show. */
function BookingDialogs({
  shopId,
  today,
  dialogs,
  actions,
}: {
  shopId: string;
  today: string;
  dialogs: ReturnType<typeof useBookingDialogs>;
  actions: ReturnType<typeof useBookingActions>;
}) {
  return (
    <>
      <CancelBookingDialog
        booking={dialogs.bookingOf('cancel')}
        isPending={dialogs.isPending('cancel')}
        onCancel={(booking, reason) =>
          void actions.cancel(booking, reason).then(dialogs.closeOnSuccess)
        }
        onClose={dialogs.close}
      />
      <MoveBookingDialog
        shopId={shopId}
        booking={dialogs.bookingOf('move')}
        today={today}
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
    </>
  );
}

/** The day's bookings as filtered; the day is the shop's once the server has named its zone. */
function useFilteredDay() {
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const filter = useBookingsFilter(timeZone);
  const query = useStaffBookingsQuery({
    date: filter.date,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.q ? { q: filter.q } : {}),
  });
  const zone = query.data?.timezone;
  useEffect(() => {
    if (zone) setTimeZone(zone);
  }, [zone]);
  return { filter, ...query };
}

/** No booking to show: says whether the search, the status or the day is empty. */
function NoBookings({ q, status }: { q: string; status: BookingStatus | null }) {
  const { t } = useTranslation();
  const title = q
    ? t('dashboard.bookings.empty.search', { q })
    : status
      ? t('dashboard.bookings.empty.status', { status: t(`dashboard.bookings.status.${status}`) })
      : t('dashboard.bookings.empty.day');
  return (
    <EmptyState
      icon={CalendarCheck}
      title={title}
      description={t('dashboard.bookings.empty.hint')}
    />
  );
}

/** A day of pre-bookings, live, filtered by status and searched by name or phone. */
export function BookingsPanel({ viewer }: { viewer: BookingsViewer }) {
  const { t } = useTranslation();
  const { filter, data, currentData, error, isFetching, refetch } = useFilteredDay();

  useBookingsLive(viewer);
  const actions = useBookingActions();
  const now = useNow(30_000);
  const bookings = currentData?.bookings;
  const dialogs = useBookingDialogs(bookings, actions);
  // The counts belong to a day: another day's must not show while this one loads.
  const counts = data && data.date === filter.date ? data.counts : undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.pages.bookings.title')}
        description={t('dashboard.pages.bookings.description')}
      />
      <DayPicker date={filter.date} today={filter.today} onChange={filter.setDate} />
      <div className="space-y-3">
        <StatusFilter status={filter.status} counts={counts} onChange={filter.setStatus} />
        <BookingSearch value={filter.searchText} onChange={filter.setSearchText} />
      </div>

      <section aria-label={t('dashboard.bookings.listLabel')} aria-busy={isFetching}>
        {bookings ? (
          bookings.length === 0 ? (
            <NoBookings q={filter.q} status={filter.status} />
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

      <BookingDialogs
        shopId={viewer.shopId}
        today={filter.today}
        dialogs={dialogs}
        actions={actions}
      />
    </div>
  );
}
