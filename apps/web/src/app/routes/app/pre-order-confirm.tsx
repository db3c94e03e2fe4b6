import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function PreOrderConfirmRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ClipboardCheck}
      title={t('pages.preOrderConfirm.title')}
      description={t('pages.preOrderConfirm.description')}
      empty={t('pages.preOrderConfirm.empty')}
    />
  );
}
