import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ServiceAddonsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Sparkles}
      title={t('dashboard.pages.serviceAddons.title')}
      description={t('dashboard.pages.serviceAddons.description')}
      empty={t('dashboard.pages.serviceAddons.empty')}
    />
  );
}
