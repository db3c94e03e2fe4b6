import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { StatusView } from '@/components/ui/status-view';
import { paths } from '@/config/paths';

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
        <>
          <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
            {t('actions.backHome')}
          </Link>
          <Button onClick={onRetry}>{t('actions.tryAgain')}</Button>
        </>
      }
    />
  );
}
