import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={UserRound}
      title={t('dashboard.pages.profile.title')}
      description={t('dashboard.pages.profile.description')}
      empty={t('dashboard.pages.profile.empty')}
    />
  );
}
