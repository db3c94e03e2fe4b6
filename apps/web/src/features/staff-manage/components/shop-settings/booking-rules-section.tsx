import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { paths } from '@/config/paths';

/**
 * Where the pre-booking rules live. The booking fee, slot length and refund window are set
 * on the slots page alone (beside the booking hours, the bookable chairs and how far ahead),
 * so two pages never offer the same setting with different limits.
 */
export function BookingRulesSection() {
  const { t } = useTranslation();
  return (
    <FormSection
      id="shop-booking"
      title={t('shopSettings.sections.booking')}
      description={t('shopSettings.bookingOwner')}
    >
      <Link
        to={paths.dashboard.manageBooking.slots}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <CalendarClock aria-hidden className="size-4" />
        {t('shopSettings.bookingLink')}
      </Link>
    </FormSection>
  );
}
