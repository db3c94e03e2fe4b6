import type { ShopBarber } from '@jono/contract/api/shops';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import type { PreBookingLocationState } from '../hooks/use-create-booking';
import { BookingBarberChoice } from './booking-barber-choice';
import { BookingStep } from './booking-step';
import { BookingDateTimePicker } from './date-time-picker';
import type { WaitlistProps } from './waitlist-card';

/**
 * The pre-booking's second step: with whom (where the shop has more than one barber), then a
 * day and a free time with them. Sent back from the confirmation because the time was lost,
 * the page scrolls straight here and says why until another time is chosen.
 */
export function WhenStep({
  shop,
  duration,
  services,
  hasSlot,
  barber,
  waitlist,
}: {
  shop: { id: string; timezone: string; booking: { horizonDays: number } };
  /** The order's length at the catalogue's, and its services (each barber's own follows). */
  duration: number;
  services: string;
  hasSlot: boolean;
  barber: {
    team: readonly ShopBarber[];
    /** Null: any barber. */
    value: string | null;
    onChange: (barberId: string | null) => void;
    /** What of the order a barber does not do, in words; null when they do it all. */
    notDoneBy: (barberId: string) => string | null;
  };
  waitlist: WaitlistProps;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const lostSlot = (location.state as PreBookingLocationState | null)?.lostSlot;
  const whenRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (lostSlot) whenRef.current?.scrollIntoView?.({ block: 'start' });
  }, [lostSlot]);

  return (
    <div ref={whenRef} className="scroll-mt-24">
      <BookingStep
        step={2}
        title={t('prebooking.page.whenTitle')}
        description={t('prebooking.page.whenHint')}
      >
        {lostSlot && !hasSlot ? (
          <Alert tone="warning" role="alert" title={t(`prebooking.page.${lostSlot}Title`)}>
            {t(`prebooking.page.${lostSlot}`)}
          </Alert>
        ) : null}
        {barber.team.length > 1 ? (
          <BookingBarberChoice
            shop={shop}
            duration={duration}
            services={services}
            barber={barber}
          />
        ) : null}
        <BookingDateTimePicker
          shopId={shop.id}
          timezone={shop.timezone}
          horizonDays={shop.booking.horizonDays}
          duration={duration}
          services={services}
          barberId={barber.value}
          waitlist={waitlist}
        />
      </BookingStep>
    </div>
  );
}
