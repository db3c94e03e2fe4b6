import type { Analytics } from '@jono/contract/api/analytics';
import { CalendarClock } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScroll } from '@/components/ui/side-scroll';
import { cn } from '@/lib/cn';
import { weekdayName } from '@/lib/dates';
import { formatHour } from '../utils/figures';
import { type HeatMap, heatMapOf, isoWeekdays } from '../utils/heat-map';
import { DataTable } from './data-table';
import { FigureSection } from './figure-section';

/**
 * Amber at a strength that grows with the customers; the busiest cell is full colour. On the
 * dark theme the amber stays at half strength under light digits, so every cell keeps its
 * text readable (WCAG AA) wherever it falls on the scale.
 */
function cellStyle(customers: number, max: number) {
  if (customers === 0) return { className: 'bg-zinc-100 dark:bg-zinc-800/60', style: undefined };
  const strength = 0.15 + 0.85 * (customers / max);
  return {
    className: cn(
      'bg-[rgb(245_158_11/var(--heat))] dark:bg-[rgb(245_158_11/calc(var(--heat)*0.5))] dark:text-zinc-100',
      strength >= 0.55 ? 'text-zinc-950' : 'text-zinc-800',
    ),
    style: { '--heat': strength.toFixed(2) } as CSSProperties,
  };
}

function HeatMapGrid({ map }: { map: HeatMap }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = { gridTemplateColumns: `auto repeat(${map.hours.length}, minmax(2.25rem, 1fr))` };
  return (
    <div className="space-y-3">
      <SideScroll label={t('analytics.heatMap.chart')} className="-mx-5 px-5 pb-1 sm:mx-0 sm:px-0">
        <figure className="grid min-w-max gap-1 text-xs" style={columns}>
          <figcaption className="sr-only">{t('analytics.heatMap.chart')}</figcaption>
          <span aria-hidden />
          {map.hours.map((hour) => (
            <span
              key={hour}
              aria-hidden
              className="pb-1 text-center text-zinc-500 tabular-nums dark:text-zinc-400"
            >
              {formatHour(hour).slice(0, 2)}
            </span>
          ))}
          {isoWeekdays.map((weekday) => (
            <div key={weekday} className="contents">
              <span
                aria-hidden
                className="flex items-center pr-2 font-medium text-zinc-600 dark:text-zinc-400"
              >
                {weekdayName(weekday, language, 'short')}
              </span>
              {map.hours.map((hour) => {
                const customers = map.customersAt(weekday, hour);
                const label = t('analytics.heatMap.cell', {
                  weekday: weekdayName(weekday, language),
                  hour: formatHour(hour),
                  count: customers,
                });
                const look = cellStyle(customers, map.max);
                return (
                  <div
                    key={hour}
                    role="img"
                    aria-label={label}
                    title={label}
                    className={cn(
                      'grid h-9 place-items-center rounded-md font-semibold tabular-nums',
                      look.className,
                    )}
                    style={look.style}
                  >
                    {customers > 0 ? customers : ''}
                  </div>
                );
              })}
            </div>
          ))}
        </figure>
      </SideScroll>
      <div
        aria-hidden
        className="flex items-center justify-end gap-2 text-xs text-zinc-500 dark:text-zinc-400"
      >
        <span>{t('analytics.heatMap.fewer')}</span>
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn('size-4 rounded', cellStyle(step, 5).className)}
            style={cellStyle(step, 5).style}
          />
        ))}
        <span>{t('analytics.heatMap.more')}</span>
      </div>
    </div>
  );
}

function HeatMapTable({ map }: { map: HeatMap }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <DataTable
      caption={t('analytics.heatMap.chart')}
      rows={isoWeekdays}
      rowKey={String}
      columns={[
        {
          header: t('analytics.heatMap.weekday'),
          cell: (weekday) => weekdayName(weekday, language),
        },
        ...map.hours.map((hour) => ({
          header: formatHour(hour),
          numeric: true,
          cell: (weekday: number) => map.customersAt(weekday, hour),
        })),
      ]}
    />
  );
}

/** Arrivals by weekday and hour, to plan staffing: a heat map, or the same as a table. */
export function BusiestHours({ cells }: { cells: Analytics['busiestHours'] }) {
  const { t } = useTranslation();
  const map = heatMapOf(cells);
  return (
    <FigureSection
      icon={CalendarClock}
      title={t('analytics.heatMap.title')}
      description={t('analytics.heatMap.description')}
      chart={
        map ? (
          <HeatMapGrid map={map} />
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('analytics.heatMap.empty')}</p>
        )
      }
      table={map ? <HeatMapTable map={map} /> : undefined}
    />
  );
}
