import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function RegisterNewShopRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Store}
      title={t('pages.registerNewShop.title')}
      description={t('pages.registerNewShop.description')}
      empty={t('pages.registerNewShop.empty')}
    />
  );
}
