import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function PreBookingBarbershopRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={CalendarPlus}
      title={t('pages.preBookingBarbershop.title')}
      description={t('pages.preBookingBarbershop.description')}
      empty={t('pages.preBookingBarbershop.empty')}
    />
  );
}
