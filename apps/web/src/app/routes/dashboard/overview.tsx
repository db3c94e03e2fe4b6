import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function OverviewRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={LayoutDashboard}
      title={t('dashboard.pages.overview.title')}
      description={t('dashboard.pages.overview.description')}
      empty={t('dashboard.pages.overview.empty')}
    />
  );
}
