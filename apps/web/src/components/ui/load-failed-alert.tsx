import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';

/**
 * A read that failed: what could not be loaded as the title, why under it (`fallback` when
 * the answer does not say), and a way to ask again (held off while the read is already being
 * retried).
 */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
  isRetrying = false,
  fallback,
  className,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  fallback?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="danger" title={title} className={className}>
      <p>{errorMessage(error, fallback ?? t('messages.somethingWentWrong'))}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={isRetrying}
        onClick={onRetry}
      >
        {t('actions.tryAgain')}
      </Button>
    </Alert>
  );
}
