import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function CheckDetailsRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ReceiptText}
      title={t('pages.checkDetails.title')}
      description={t('pages.checkDetails.description')}
      empty={t('pages.checkDetails.empty')}
    />
  );
}
