import type { Analytics } from '@jono/contract/api/analytics';
import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { formatCount, formatMinutesFigure } from '../utils/figures';
import { DataTable } from './data-table';
import { FigureSection } from './figure-section';
import { NoValue } from './no-value';

type BarberFigures = Analytics['barbers'][number];

/** How much longer (or shorter) a barber's services took than the catalogue says. */
function ServiceTimeDifference({ barber }: { barber: BarberFigures }) {
  const { t, i18n } = useTranslation();
  const { averageServiceMinutes: actual, averageCatalogueMinutes: planned } = barber;
  if (actual === null || planned === null) return <NoValue />;
  const difference = Math.round(actual - planned);
  if (difference === 0) return <>{t('analytics.barbers.asPlanned')}</>;
  const minutes = formatMinutesFigure(Math.abs(difference), i18n.language);
  return (
    <>
      {difference > 0
        ? t('analytics.barbers.longer', { minutes })
        : t('analytics.barbers.shorter', { minutes })}
    </>
  );
}

/** Per barber: served, average time in the chair against the catalogue, takings. */
export function BarbersTable({
  barbers,
  currency,
}: {
  barbers: Analytics['barbers'];
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const minutes = (value: number | null) =>
    value === null ? <NoValue /> : formatMinutesFigure(value, language);
  return (
    <FigureSection
      icon={Scissors}
      title={t('analytics.barbers.title')}
      description={t('analytics.barbers.description')}
      chart={
        barbers.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('analytics.barbers.empty')}</p>
        ) : (
          <DataTable
            caption={t('analytics.barbers.title')}
            rows={barbers}
            rowKey={(barber) => barber.id}
            columns={[
              { header: t('analytics.barbers.name'), cell: (barber) => barber.name },
              {
                header: t('analytics.barbers.served'),
                numeric: true,
                cell: (barber) => formatCount(barber.served, language),
              },
              {
                header: t('analytics.barbers.requested'),
                numeric: true,
                cell: (barber) => formatCount(barber.requested, language),
              },
              {
                header: t('analytics.barbers.averageService'),
                numeric: true,
                cell: (barber) => minutes(barber.averageServiceMinutes),
              },
              {
                header: t('analytics.barbers.catalogue'),
                numeric: true,
                cell: (barber) => minutes(barber.averageCatalogueMinutes),
              },
              {
                header: t('analytics.barbers.difference'),
                numeric: true,
                cell: (barber) => <ServiceTimeDifference barber={barber} />,
              },
              {
                header: t('analytics.barbers.takings'),
                numeric: true,
                cell: (barber) => formatMoney(barber.takings, language, currency),
              },
            ]}
          />
        )
      }
    />
  );
}
