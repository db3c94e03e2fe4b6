import type { Analytics } from '@jono/contract/api/analytics';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { formatCount } from '../utils/figures';
import { DataTable } from './data-table';
import { FigureSection } from './figure-section';

type TopItem = Analytics['topServices'][number];

/** Horizontal bars as long as each item's count against the most chosen one. */
function TopBars({ items, currency }: { items: readonly TopItem[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(...items.map((item) => item.count), 1);
  return (
    <ol className="space-y-3">
      {items.map((item) => (
        <li key={item.name} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-zinc-900 dark:text-zinc-100">
              {item.name}
            </span>
            <span className="shrink-0 text-zinc-600 tabular-nums dark:text-zinc-400">
              {t('analytics.top.times', {
                count: item.count,
                times: formatCount(item.count, i18n.language),
              })}{' '}
              · {formatMoney(item.takings, i18n.language, currency)}
            </span>
          </div>
          <div
            aria-hidden
            className="h-2.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
          >
            <div
              className="h-full rounded-full bg-amber-400"
              style={{ width: `${(item.count / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Top services or add-ons: bars with counts and takings, or the same as a table. */
export function TopList({
  icon,
  title,
  description,
  nameHeader,
  empty,
  items,
  currency,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  nameHeader: string;
  empty: string;
  items: readonly TopItem[];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <FigureSection
      icon={icon}
      title={title}
      description={description}
      chart={
        items.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>
        ) : (
          <TopBars items={items} currency={currency} />
        )
      }
      table={
        items.length === 0 ? undefined : (
          <DataTable
            caption={title}
            rows={items}
            rowKey={(item) => item.name}
            columns={[
              { header: nameHeader, cell: (item) => item.name },
              {
                header: t('analytics.top.count'),
                numeric: true,
                cell: (item) => formatCount(item.count, language),
              },
              {
                header: t('analytics.top.takings'),
                numeric: true,
                cell: (item) => formatMoney(item.takings, language, currency),
              },
            ]}
          />
        )
      }
    />
  );
}
