import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function QueueRefundsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={HandCoins}
      title={t('dashboard.pages.queueRefunds.title')}
      description={t('dashboard.pages.queueRefunds.description')}
      empty={t('dashboard.pages.queueRefunds.empty')}
    />
  );
}
