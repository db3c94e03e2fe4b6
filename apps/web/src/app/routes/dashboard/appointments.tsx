import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function AppointmentsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={CalendarDays}
      title={t('dashboard.pages.appointments.title')}
      description={t('dashboard.pages.appointments.description')}
      empty={t('dashboard.pages.appointments.empty')}
    />
  );
}
