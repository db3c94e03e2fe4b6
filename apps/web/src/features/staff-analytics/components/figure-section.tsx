import type { LucideIcon } from 'lucide-react';
import { Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { IconHeading } from '@/components/ui/icon-heading';
import { cn } from '@/lib/cn';

/**
 * One chart of the page under its heading. When it has a `table`, a "Show as table" toggle
 * swaps the picture for the same figures as a real table.
 */
export function FigureSection({
  icon,
  title,
  description,
  chart,
  table,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  chart: ReactNode;
  table?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className={cn('min-w-0 p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId} className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <IconHeading
            icon={icon}
            id={headingId}
            title={title}
            description={description}
            className="min-w-0"
          />
          {table ? (
            <button
              type="button"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
              className={cn(
                'focus-ring inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-3 font-semibold text-sm transition-colors',
                asTable
                  ? 'border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-200'
                  : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
              )}
            >
              <Table2 aria-hidden className="size-4" />
              {t('analytics.showTable')}
            </button>
          ) : null}
        </div>
        {table && asTable ? table : chart}
      </section>
    </Card>
  );
}
