import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function BookingsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={CalendarCheck}
      title={t('dashboard.pages.bookings.title')}
      description={t('dashboard.pages.bookings.description')}
      empty={t('dashboard.pages.bookings.empty')}
    />
  );
}
