import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function AnalyticsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ChartColumn}
      title={t('dashboard.pages.analytics.title')}
      description={t('dashboard.pages.analytics.description')}
      empty={t('dashboard.pages.analytics.empty')}
    />
  );
}
