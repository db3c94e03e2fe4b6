import type { BookingView } from '@jono/contract/api/booking';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { CalendarDays, Clock, Hash, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate, formatShopDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { freeCancellation } from '../utils/free-cancellation';
import { BookingStatusBadge } from './booking-status-badge';

/** What a live booking's fee note says, by where its free cancellation stands. */
const feeNoteOf = {
  open: 'prebooking.fee.freeCancellationUntil',
  ended: 'prebooking.fee.freeCancellationEnded',
  never: 'prebooking.fee.freeCancellationNever',
} as const;

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-amber-600 dark:text-amber-400">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs text-zinc-500 dark:text-zinc-400">{label}</dt>
        <dd className="mt-0.5 font-medium text-zinc-950 dark:text-white">{children}</dd>
      </div>
    </div>
  );
}

/** Where, when and with whom: the shop, the day, the time range on the shop's clock, the barber, the status. */
export function BookingFacts({
  booking,
  heading,
}: {
  booking: BookingView;
  /** The card's heading, e.g. the shop's name as an h2. */
  heading: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {heading}
          <p className="mt-1 flex items-start gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {booking.shop.address}, {booking.shop.city}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact
          icon={<CalendarDays aria-hidden className="size-5" />}
          label={t('prebooking.details.date')}
        >
          <span data-testid="booking-date">{formatLocalDate(booking.date, language)}</span>
        </Fact>
        <Fact icon={<Clock aria-hidden className="size-5" />} label={t('prebooking.details.time')}>
          <span data-testid="booking-time" className="tabular-nums">
            {booking.timeRange}
          </span>
        </Fact>
        {booking.barber ? (
          <Fact
            icon={<UserRound aria-hidden className="size-5" />}
            label={t('prebooking.barber.title')}
          >
            <span data-testid="booking-barber">{booking.barber.name}</span>
          </Fact>
        ) : null}
        <div className={booking.barber ? undefined : 'sm:col-span-2'}>
          <Fact
            icon={<Hash aria-hidden className="size-5" />}
            label={t('prebooking.details.bookingCode')}
          >
            <span data-testid="booking-code" className="font-mono font-semibold tracking-wider">
              {formatShortCode(booking.shortCode)}
            </span>
          </Fact>
        </div>
      </dl>
      {booking.shop.timezone !== Intl.DateTimeFormat().resolvedOptions().timeZone ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('prebooking.slots.timezone', { timezone: booking.shop.timezone })}
        </p>
      ) : null}
      {booking.status === 'cancelled' && booking.cancelledAt ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('prebooking.details.cancelledAt', {
            when: formatShopDateTime(booking.cancelledAt, language, booking.shop.timezone),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** What the booking fee did: paid, refunded, asked back; and the free-cancellation limit. */
export function BookingPayment({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: number) => formatMoney(amount, language, booking.currency);
  const { payment, refund } = booking;
  const paymentText =
    booking.bookingFee === 0 || !payment
      ? t('prebooking.payment.none')
      : t(`prebooking.payment.${payment.status}`, {
          amount: money(payment.amount),
          refunded: money(payment.refunded),
        });
  const isLive = booking.status === 'confirmed' || booking.status === 'pending_payment';

  return (
    <dl className="space-y-3 text-sm">
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-zinc-600 dark:text-zinc-400">{t('booking.fee')}</dt>
        <dd className="font-semibold tabular-nums text-zinc-950 dark:text-white">
          {money(booking.bookingFee)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt className="text-zinc-600 dark:text-zinc-400">{t('prebooking.details.payment')}</dt>
        <dd data-testid="booking-payment" className="text-right text-zinc-950 dark:text-white">
          {paymentText}
        </dd>
      </div>
      {refund ? (
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-zinc-600 dark:text-zinc-400">{t('prebooking.details.refund')}</dt>
          <dd data-testid="booking-refund" className="text-right text-zinc-950 dark:text-white">
            {t(`prebooking.refund.${refund.status}`, { amount: money(refund.amount) })}
            {refund.status === 'rejected' && refund.rejectReason ? (
              <span className="mt-0.5 block text-zinc-600 dark:text-zinc-400">
                {t('prebooking.refund.rejectReason', { reason: refund.rejectReason })}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {isLive && booking.bookingFee > 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          {t(feeNoteOf[freeCancellation(booking, Date.now())], {
            until: formatShopDateTime(
              booking.freeCancellationUntil,
              language,
              booking.shop.timezone,
            ),
          })}
        </p>
      ) : null}
    </dl>
  );
}
