import type { ShopDetail } from '@jono/contract/api/shops';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { BookingFeeNote } from './booking-fee-note';

/**
 * Under a booking's totals: the services are paid at the shop, the booking fee and its refund
 * window, why it cannot be booked yet or why it was refused, the pay (or book) button and the
 * way back to choose another time.
 */
export function ConfirmBookingActions({
  shop,
  startAt,
  failure,
  isBooking,
  isEditingDetails,
  onBook,
}: {
  shop: ShopDetail;
  startAt: string;
  failure: string | null;
  isBooking: boolean;
  isEditingDetails: boolean;
  onBook: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const submitLabel = isBooking
    ? t('prebooking.confirm.booking')
    : shop.booking.fee > 0
      ? t('prebooking.confirm.pay', {
          amount: formatMoney(shop.booking.fee, language, shop.currency),
        })
      : t('prebooking.confirm.book');
  return (
    <>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t('prebooking.confirm.servicesAtShop')}
      </p>
      <div className="border-zinc-200 border-t pt-5 dark:border-zinc-800">
        <BookingFeeNote
          fee={shop.booking.fee}
          currency={shop.currency}
          refundWindowHours={shop.booking.refundWindowHours}
          startAt={startAt}
          timezone={shop.timezone}
        />
      </div>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {isEditingDetails ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('prebooking.confirm.finishDetails')}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        onClick={onBook}
        disabled={isBooking || isEditingDetails}
        aria-busy={isBooking || undefined}
        data-testid="prebooking-pay"
      >
        {isBooking ? <Spinner className="size-5 text-zinc-950" /> : null}
        <span className="text-balance text-center leading-tight">{submitLabel}</span>
        {isBooking ? null : <ArrowRight aria-hidden className="size-4" />}
      </Button>
      <Link
        to={paths.preBookingBarbershop(shop.id)}
        className={buttonStyles({ variant: 'ghost', className: 'w-full' })}
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('prebooking.confirm.change')}
      </Link>
    </>
  );
}
