import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function BarbershopRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Scissors}
      title={t('pages.barbershop.title')}
      description={t('pages.barbershop.description')}
      empty={t('pages.barbershop.empty')}
    />
  );
}
