import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RefundsFilter } from '../api/refunds';
import { allParam, refundsFilterOptions } from '../hooks/use-refunds-filter';

/** Filter buttons for the refund requests by status, or all of them. */
export function RefundsStatusFilter({
  filter,
  onChange,
}: {
  filter: RefundsFilter;
  onChange: (filter: RefundsFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('dashboard.refunds.filter.label')}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {refundsFilterOptions.map((option) => (
          <button
            key={option ?? allParam}
            type="button"
            aria-pressed={option === filter}
            onClick={() => onChange(option)}
            className={cn(
              'focus-ring inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 font-medium text-sm transition-colors',
              option === filter
                ? 'border-zinc-900 bg-zinc-900 text-white dark:border-white dark:bg-white dark:text-zinc-950'
                : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800',
            )}
          >
            {option === null
              ? t('dashboard.refunds.filter.all')
              : t(`dashboard.refunds.status.${option}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
