import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function OrderSummaryRoute() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ListChecks}
      title={t('pages.orderSummary.title')}
      description={t('pages.orderSummary.description')}
      empty={t('pages.orderSummary.empty')}
    />
  );
}
