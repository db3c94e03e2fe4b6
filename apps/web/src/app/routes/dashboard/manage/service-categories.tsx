import { Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ServiceCategoriesRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Tags}
      title={t('dashboard.pages.serviceCategories.title')}
      description={t('dashboard.pages.serviceCategories.description')}
      empty={t('dashboard.pages.serviceCategories.empty')}
    />
  );
}
