import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ShopDetailsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Store}
      title={t('dashboard.pages.shopDetails.title')}
      description={t('dashboard.pages.shopDetails.description')}
      empty={t('dashboard.pages.shopDetails.empty')}
    />
  );
}
