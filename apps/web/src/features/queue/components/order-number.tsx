import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';

/** The order number, which /check-details asks for, with a copy button where possible. */
export function OrderNumber({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard?.writeText);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderId);
      notify.success(t('queue.orderNumberCopied'));
    } catch {
      // Copying was refused; the number is on screen to select by hand.
    }
  };
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">
          {t('queue.orderNumber')}
        </p>
        <p className="break-all font-mono text-sm text-zinc-900 dark:text-zinc-100">{orderId}</p>
      </div>
      {canCopy ? (
        <button
          type="button"
          onClick={copy}
          className="focus-ring grid size-10 shrink-0 place-items-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
        >
          <Copy aria-hidden className="size-4" />
          <span className="sr-only">{t('queue.copyOrderNumber')}</span>
        </button>
      ) : null}
    </div>
  );
}
