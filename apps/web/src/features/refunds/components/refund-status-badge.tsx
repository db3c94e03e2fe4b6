import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RefundStatus } from '../api/refunds';

const tones: Record<RefundStatus, string> = {
  requested:
    'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/25',
  approved:
    'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-400/10 dark:text-sky-300 dark:ring-sky-400/25',
  refunded:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  rejected:
    'bg-zinc-100 text-zinc-700 ring-zinc-500/25 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40',
};

/** A refund request's status in the reader's words, in its colour. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`dashboard.refunds.status.${status}`)}
    </span>
  );
}
