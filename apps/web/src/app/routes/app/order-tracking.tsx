import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function OrderTrackingRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={UsersRound}
      title={t('pages.orderTracking.title')}
      description={t('pages.orderTracking.description')}
      empty={t('pages.orderTracking.empty')}
    />
  );
}
