import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function SlotsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Clock}
      title={t('dashboard.pages.slots.title')}
      description={t('dashboard.pages.slots.description')}
      empty={t('dashboard.pages.slots.empty')}
    />
  );
}
