import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/error-message';

/** Shop management data that could not load: the reason, and a retry of every query it needs. */
export function LoadFailedState({
  icon,
  error,
  onRetry,
}: {
  icon: LucideIcon;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={icon} title={t('manage.loadFailed')} description={errorMessage(error)}>
      <Button onClick={onRetry}>{t('manage.actions.retry')}</Button>
    </EmptyState>
  );
}
