import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ServicesRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Scissors}
      title={t('dashboard.pages.services.title')}
      description={t('dashboard.pages.services.description')}
      empty={t('dashboard.pages.services.empty')}
    />
  );
}
