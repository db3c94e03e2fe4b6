import type { BookingStatus } from '@jono/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<BookingStatus, string> = {
  pending_payment:
    'bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/25',
  confirmed:
    'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  completed:
    'bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40',
  cancelled:
    'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-500/25',
  no_show:
    'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-500/25',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="booking-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`prebooking.status.${status}`)}
    </span>
  );
}
