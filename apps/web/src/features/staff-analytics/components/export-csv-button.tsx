import type { Analytics } from '@jono/contract/api/analytics';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { weekdayName } from '@/lib/dates';
import { downloadFile } from '@/lib/download-file';
import { analyticsCsv, summaryFields } from '../utils/csv';

/** Downloads every figure of the shown period as CSV, headed in the user's language. */
export function ExportCsvButton({ analytics }: { analytics: Analytics | undefined }) {
  const { t, i18n } = useTranslation();
  const exportCsv = () => {
    if (!analytics) return;
    const csv = analyticsCsv(analytics, {
      period: t('analytics.csv.period'),
      previousPeriod: t('analytics.csv.previousPeriod'),
      currency: t('analytics.csv.currency'),
      barber: t('analytics.csv.barber'),
      figure: t('analytics.csv.figure'),
      fields: Object.fromEntries(
        summaryFields.map((field) => [field, t(`analytics.fields.${field}`)]),
      ) as Record<(typeof summaryFields)[number], string>,
      weekday: t('analytics.heatMap.weekday'),
      hour: t('analytics.heatMap.hour'),
      customers: t('analytics.heatMap.customers'),
      served: t('analytics.barbers.served'),
      requested: t('analytics.barbers.requested'),
      averageServiceMinutes: t('analytics.csv.averageServiceMinutes'),
      averageCatalogueMinutes: t('analytics.csv.averageCatalogueMinutes'),
      takings: t('analytics.top.takings'),
      service: t('analytics.top.service'),
      addon: t('analytics.top.addon'),
      count: t('analytics.top.count'),
      weekdayName: (weekday) => weekdayName(weekday, i18n.language),
    });
    // The byte order mark tells spreadsheet programs the file is UTF-8 (ä, ö, å, ñ).
    downloadFile(
      `jono-analytics-${analytics.period.from}_${analytics.period.to}.csv`,
      `\uFEFF${csv}`,
      'text/csv;charset=utf-8',
    );
  };
  return (
    <Button variant="secondary" onClick={exportCsv} disabled={!analytics}>
      <Download aria-hidden className="size-4" />
      {t('analytics.exportCsv')}
    </Button>
  );
}
