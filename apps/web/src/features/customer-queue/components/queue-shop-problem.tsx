import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, statusOf } from '@/lib/error-message';

/**
 * The shop of an order not sent yet could not be read: a shop that is gone sends the customer
 * to find another, any other failure may be tried again.
 */
export function QueueShopProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const isGone = statusOf(error) === 404;
  return (
    <Alert
      tone="danger"
      title={isGone ? t('errors.shopNotFound.title') : t('messages.failedToFetchShop')}
    >
      <p>{errorMessage(error, t('messages.failedToFetchShop'))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {isGone ? null : (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        )}
        <Link to={paths.home} className={buttonStyles({ size: 'sm', variant: 'ghost' })}>
          {t('order.findShop')}
        </Link>
      </div>
    </Alert>
  );
}
