import type { ShopDetail } from '@jono/contract/api/shops';
import { CalendarCheck2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChosenTime } from '../hooks/use-chosen-time';
import { BookingFeeNote } from './booking-fee-note';

/**
 * In the pre-booking's summary: the time chosen so far and with whom (a barber named, or any),
 * and the booking fee it will cost.
 */
export function ChosenTimeSummary({
  shop,
  duration,
  startAt,
  barberName,
}: {
  shop: ShopDetail;
  duration: number;
  startAt: string | null;
  /** Null: any barber. */
  barberName: string | null;
}) {
  const { t } = useTranslation();
  const chosenTime = useChosenTime(shop.id, duration, shop.timezone);
  return (
    <>
      <p className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <CalendarCheck2
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
        />
        {chosenTime ?? t('prebooking.slots.noneChosen')}
      </p>
      {shop.team.length > 1 ? (
        <p className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <UserRound
            aria-hidden
            className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
          />
          {barberName ? t('prebooking.barber.with', { name: barberName }) : t('barbers.any')}
        </p>
      ) : null}
      <BookingFeeNote
        fee={shop.booking.fee}
        currency={shop.currency}
        refundWindowHours={shop.booking.refundWindowHours}
        startAt={startAt}
        timezone={shop.timezone}
      />
    </>
  );
}
