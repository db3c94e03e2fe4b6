import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function PreBookingRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={CalendarClock}
      title={t('pages.preBooking.title')}
      description={t('pages.preBooking.description')}
      empty={t('pages.preBooking.empty')}
    />
  );
}
