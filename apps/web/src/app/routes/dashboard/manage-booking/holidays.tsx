import { CalendarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function HolidaysRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={CalendarOff}
      title={t('dashboard.pages.holidays.title')}
      description={t('dashboard.pages.holidays.description')}
      empty={t('dashboard.pages.holidays.empty')}
    />
  );
}
