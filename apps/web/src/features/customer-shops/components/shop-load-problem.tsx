import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeOrRetry } from '@/components/ui/home-or-retry';
import { StatusView } from '@/components/ui/status-view';

/** A shop's page whose shop could not be read (a not-found shop goes to its own page). */
export function ShopLoadProblem({
  pageTitle,
  onRetry,
}: {
  pageTitle: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={Store}
      tone="danger"
      eyebrow={pageTitle}
      title={t('messages.failedToFetchShop')}
      description={t('shopPage.failedDescription')}
      actions={
        <HomeOrRetry
          homeLabel={t('actions.backHome')}
          retryLabel={t('actions.tryAgain')}
          onRetry={onRetry}
        />
      }
    />
  );
}
