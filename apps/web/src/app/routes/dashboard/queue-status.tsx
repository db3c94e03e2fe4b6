import { ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function QueueStatusRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ListOrdered}
      title={t('dashboard.pages.queueStatus.title')}
      description={t('dashboard.pages.queueStatus.description')}
      empty={t('dashboard.pages.queueStatus.empty')}
    />
  );
}
