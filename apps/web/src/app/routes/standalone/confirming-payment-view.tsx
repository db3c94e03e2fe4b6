import { Hourglass, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { StatusView } from '@/components/ui/status-view';
import { HomeLink } from './home-link';

/**
 * A booking still waiting for its payment's confirmation: a spinner while it is read again,
 * then, once the wait is long, a way home or to check again.
 */
export function ConfirmingPaymentView({
  isSlow,
  onCheckAgain,
}: {
  isSlow: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  return isSlow ? (
    <StatusView
      icon={Hourglass}
      tone="warning"
      eyebrow={t('booking.fee')}
      title={t('prebooking.success.slowTitle')}
      description={t('prebooking.success.slowDescription')}
      actions={
        <>
          <HomeLink />
          <Button onClick={onCheckAgain}>
            <RotateCw aria-hidden className="size-4" />
            {t('prebooking.success.checkAgain')}
          </Button>
        </>
      }
    />
  ) : (
    <section
      role="status"
      aria-live="polite"
      className="mx-auto flex w-full max-w-lg flex-col items-center py-16 text-center animate-fade-in"
    >
      <DocumentTitle title={t('prebooking.success.confirmingTitle')} />
      <Spinner className="size-16 text-amber-400" />
      <h1 className="mt-8 text-balance font-bold text-2xl tracking-tight text-zinc-950 sm:text-3xl dark:text-white">
        {t('prebooking.success.confirmingTitle')}
      </h1>
      <p className="mt-3 text-pretty text-base text-zinc-600 dark:text-zinc-400">
        {t('prebooking.success.confirmingDescription')}
      </p>
    </section>
  );
}
