import { formatPhone } from '@jono/contract/rules/phone';
import type { TFunction } from 'i18next';
import { Ban, CalendarClock, CheckCheck, Clock, Mail, Phone, UserX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerHeading } from '@/components/order/customer-heading';
import { OrderContents } from '@/components/order/order-contents';
import { type ItemStep, ItemSteps } from '@/components/ui/item-steps';
import { ListCard } from '@/components/ui/list-card';
import { cn } from '@/lib/cn';
import { formatMinutes, formatMoney } from '@/lib/format';
import type { StaffBooking } from '../api/staff-bookings';
import type { BookingAction } from '../hooks/use-booking-actions';
import { BookingStatusBadge } from './booking-status-badge';
import { SentReminders } from './sent-reminders';

export interface BookingHandlers {
  onComplete: (booking: StaffBooking) => void;
  onNoShow: (booking: StaffBooking) => void;
  onCancel: (booking: StaffBooking) => void;
  onMove: (booking: StaffBooking) => void;
}

/** Only a live booking can still be completed, missed or cancelled. */
const isLive = (booking: StaffBooking) =>
  booking.status === 'confirmed' || booking.status === 'pending_payment';

/** A confirmed booking moves to another time until it starts. */
const canMove = (booking: StaffBooking, now: number) =>
  booking.status === 'confirmed' && new Date(booking.startAt).getTime() > now;

/** A confirmed booking is settled (served or missed) once its time has come, not before. */
const canSettle = (booking: StaffBooking, now: number) =>
  booking.status === 'confirmed' && new Date(booking.startAt).getTime() <= now;

/** The steps left on a live booking, in the order the desk takes them. */
function stepsLeft(
  booking: StaffBooking,
  now: number,
  handlers: BookingHandlers,
  t: TFunction,
): (ItemStep<BookingAction> | false)[] {
  const isSettling = canSettle(booking, now);
  return [
    isSettling && {
      key: 'complete',
      icon: CheckCheck,
      label: t('dashboard.bookings.actions.complete'),
      onClick: () => handlers.onComplete(booking),
    },
    isSettling && {
      key: 'noShow',
      icon: UserX,
      label: t('dashboard.bookings.actions.noShow'),
      variant: 'secondary',
      onClick: () => handlers.onNoShow(booking),
    },
    canMove(booking, now) && {
      key: 'move',
      icon: CalendarClock,
      label: t('dashboard.bookings.move.action'),
      variant: 'secondary',
      onClick: () => handlers.onMove(booking),
    },
    {
      key: 'cancel',
      icon: Ban,
      label: t('dashboard.bookings.actions.cancel'),
      variant: 'dangerGhost',
      className: 'ml-auto',
      onClick: () => handlers.onCancel(booking),
    },
  ];
}

function FeeLine({ booking }: { booking: StaffBooking }) {
  const { t, i18n } = useTranslation();
  if (booking.bookingFee <= 0 || booking.paymentStatus === null) {
    return <>{t('dashboard.bookings.fee.none')}</>;
  }
  return (
    <>
      {t('dashboard.bookings.fee.amount', {
        amount: formatMoney(booking.bookingFee, i18n.language),
      })}{' '}
      ·{' '}
      <span
        className={cn(
          'font-medium',
          booking.paymentStatus === 'paid' && 'text-emerald-700 dark:text-emerald-400',
          booking.paymentStatus === 'failed' && 'text-red-700 dark:text-red-400',
        )}
      >
        {t(`dashboard.bookings.payment.${booking.paymentStatus}`)}
      </span>
    </>
  );
}

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
/** One booking of the day: when, who, what, the money, its status and the steps left. */
export function BookingCard({
  booking,
  now,
  pendingAction,
  handlers,
}: {
  booking: StaffBooking;
  now: number;
  pendingAction: BookingAction | null;
  handlers: BookingHandlers;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  // The shop's retention (or the customer) wiped the details of a visit long over.
  const name = booking.customerName || t('dashboard.bookings.card.detailsDeleted');
  const isBusy = pendingAction !== null;
  const isDone = !isLive(booking);

  return (
    <ListCard
      aria-labelledby={nameId}
      data-testid="booking"
      data-booking-id={booking.id}
      isBusy={isBusy}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3 sm:grid-cols-[7.5rem_minmax(0,1fr)_auto] sm:gap-5">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-base text-zinc-950 tabular-nums sm:block dark:text-white">
          <Clock aria-hidden className="size-4 text-amber-600 sm:hidden dark:text-amber-400" />
          <span className="sr-only">{t('dashboard.bookings.card.time')}: </span>
          <span className={cn(isDone && 'text-zinc-500 dark:text-zinc-400')}>
            {booking.timeRange}
          </span>
          <span className="block font-normal text-sm text-zinc-500 sm:mt-1 dark:text-zinc-400">
            {t('dashboard.bookings.card.chair', { chair: booking.chair + 1 })}
          </span>
          <span
            data-testid="booking-barber"
            className="block font-normal text-sm text-zinc-500 sm:mt-1 dark:text-zinc-400"
          >
            {booking.barber
              ? t('board.today.withBarber', { name: booking.barber.name })
              : t('board.today.anyBarber')}
          </span>
        </p>
        {/* On a phone the status sits beside the time; from sm up it has a column of its own. */}
        <div className="min-w-0 col-span-2 space-y-1.5 sm:order-none sm:col-span-1 order-last">
          <CustomerHeading id={nameId} name={name} code={booking.shortCode} />
          <OrderContents contents={booking} />
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
            {booking.phone ? (
              <li>
                <a
                  href={`tel:${booking.phone}`}
                  className="focus-ring inline-flex items-center gap-1 rounded hover:text-zinc-950 hover:underline dark:hover:text-white"
                >
                  <Phone aria-hidden className="size-3.5" />
                  <span className="sr-only">{t('dashboard.bookings.card.call', { name })} </span>
                  {formatPhone(booking.phone)}
                </a>
              </li>
            ) : null}
            {booking.email ? (
              <li className="min-w-0">
                <a
                  href={`mailto:${booking.email}`}
                  className="focus-ring inline-flex max-w-full items-center gap-1 rounded hover:text-zinc-950 hover:underline dark:hover:text-white"
                >
                  <Mail aria-hidden className="size-3.5 shrink-0" />
                  <span className="truncate">{booking.email}</span>
                </a>
              </li>
            ) : null}
          </ul>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
            <li>
              <span className="sr-only">{t('dashboard.bookings.card.total')}: </span>
              {formatMinutes(booking.totalDuration, i18n.language)} ·{' '}
              <span className="font-medium text-zinc-800 dark:text-zinc-200">
                {formatMoney(booking.totalPrice, i18n.language)}
              </span>
            </li>
            <li data-testid="booking-fee">
              <FeeLine booking={booking} />
            </li>
          </ul>
          <SentReminders bookingId={booking.id} date={booking.date} />
        </div>
        <div className="text-right">
          <BookingStatusBadge status={booking.status} />
        </div>
      </div>
      {isDone ? null : (
        <ItemSteps
          steps={stepsLeft(booking, now, handlers, t)}
          itemName={name}
          running={pendingAction}
        />
      )}
    </ListCard>
  );
}
