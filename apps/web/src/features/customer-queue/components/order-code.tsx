import { formatShortCode } from '@jono/contract/rules/short-code';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';

/**
 * The order's short code ('K7M-2QD'): what the shop's screen shows when calling, and what
 * /check-details asks for. With a copy button where the browser allows one.
 */
export function OrderCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const shown = formatShortCode(code);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard?.writeText);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      notify.success(t('queue.orderCodeCopied'));
    } catch {
      // Copying was refused; the code is on screen to read or select by hand.
    }
  };
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-medium text-zinc-500 dark:text-zinc-400">
          {t('queue.orderCode')}
        </p>
        <p
          data-testid="order-code"
          className="font-mono font-semibold text-lg tracking-wider text-zinc-900 dark:text-zinc-100"
        >
          {shown}
        </p>
      </div>
      {canCopy ? (
        <button
          type="button"
          onClick={copy}
          className="focus-ring grid size-10 shrink-0 place-items-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
        >
          <Copy aria-hidden className="size-4" />
          <span className="sr-only">{t('queue.copyOrderCode')}</span>
        </button>
      ) : null}
    </div>
  );
}
