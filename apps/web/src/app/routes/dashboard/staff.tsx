import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function StaffRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Users}
      title={t('dashboard.pages.staff.title')}
      description={t('dashboard.pages.staff.description')}
      empty={t('dashboard.pages.staff.empty')}
    />
  );
}
