import type { Analytics, AnalyticsSummary } from '@jono/contract/api/analytics';

export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a text cell as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: CsvCell): string {
  if (value === null) return '';
  // Numbers stay machine-readable: a dot for decimals, no grouping, at most 4 decimals.
  if (typeof value === 'number') return String(Number(value.toFixed(4)));
  // A name like "=HYPERLINK(…)" is shown as text, never run (OWASP CSV injection).
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma separated, CRLF line ends, quotes doubled inside quoted cells. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** The summary's figures in the order the export lists them. */
export const summaryFields = [
  'served',
  'servedWalkIn',
  'servedBooked',
  'takings',
  'serviceTakings',
  'bookingFees',
  'refunds',
  'averageTicket',
  'averageWait',
  'p90Wait',
  'estimateError',
  'estimateWithin10',
  'withinShownRange',
  'earlierThanShown',
  'walkIns',
  'bookings',
  'cancellations',
  'noShows',
  'cancellationRate',
  'noShowRate',
] as const satisfies readonly (keyof AnalyticsSummary)[];

/** The export's texts in the user's language. */
export interface AnalyticsCsvLabels {
  period: string;
  previousPeriod: string;
  currency: string;
  barber: string;
  figure: string;
  fields: Record<(typeof summaryFields)[number], string>;
  weekday: string;
  hour: string;
  customers: string;
  served: string;
  /** How many customers asked for the barber. */
  requested: string;
  averageServiceMinutes: string;
  averageCatalogueMinutes: string;
  takings: string;
  service: string;
  addon: string;
  count: string;
  weekdayName: (isoWeekday: number) => string;
}

/**
 * Every figure of the shown period as one CSV: the summary (this period against the previous
 * one), busiest hours, barbers, top services and top add-ons, each a block under its header
 * row, blocks apart by an empty line. Money in the shop's currency, minutes, rates 0-1.
 */
export function analyticsCsv(analytics: Analytics, labels: AnalyticsCsvLabels): string {
  const { current, previous } = analytics.summary;
  const rows: CsvCell[][] = [
    [labels.period, analytics.period.from, analytics.period.to],
    [labels.previousPeriod, analytics.previous.from, analytics.previous.to],
    [labels.currency, analytics.currency],
    ...(analytics.barber ? [[labels.barber, analytics.barber.name]] : []),
    [],
    [labels.figure, labels.period, labels.previousPeriod],
    ...summaryFields.map((field) => [labels.fields[field], current[field], previous[field]]),
    [],
    [labels.weekday, labels.hour, labels.customers],
    ...analytics.busiestHours.map((cell) => [
      labels.weekdayName(cell.weekday),
      cell.hour,
      cell.customers,
    ]),
    [],
    [
      labels.barber,
      labels.served,
      labels.requested,
      labels.averageServiceMinutes,
      labels.averageCatalogueMinutes,
      labels.takings,
    ],
    ...analytics.barbers.map((barber) => [
      barber.name,
      barber.served,
      barber.requested,
      barber.averageServiceMinutes,
      barber.averageCatalogueMinutes,
      barber.takings,
    ]),
    [],
    [labels.service, labels.count, labels.takings],
    ...analytics.topServices.map((service) => [service.name, service.count, service.takings]),
    [],
    [labels.addon, labels.count, labels.takings],
    ...analytics.topAddons.map((addon) => [addon.name, addon.count, addon.takings]),
  ];
  return `${toCsv(rows)}\r\n`;
}
