import type { StaffBooking } from '@jono/contract/api/staff-booking';
import { formatPhone } from '@jono/contract/rules/phone';
import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/lib/dates';

/**
 * Live bookings a change falls on (a holiday, a barber's time off): who, when, their number
 * to call, and what the shop may do about each (`actionsFor`).
 */
export function BookingConflicts({
  bookings,
  actionsFor,
}: {
  bookings: readonly StaffBooking[];
  actionsFor?: (booking: StaffBooking) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-amber-200/70 dark:divide-amber-400/15" data-testid="conflicts">
      {bookings.map((booking) => (
        <li
          key={booking.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
        >
          <span className="font-semibold">{booking.customerName}</span>
          <span className="tabular-nums">
            {formatLocalDate(booking.date, i18n.language, 'short')} · {booking.timeRange}
          </span>
          <a
            href={`tel:${booking.phone}`}
            className="focus-ring inline-flex w-full items-center gap-1 rounded text-sm underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-3.5" />
            <span className="sr-only">
              {t('dashboard.bookings.card.call', { name: booking.customerName })}{' '}
            </span>
            {formatPhone(booking.phone)}
          </a>
          {actionsFor ? actionsFor(booking) : null}
        </li>
      ))}
    </ul>
  );
}
