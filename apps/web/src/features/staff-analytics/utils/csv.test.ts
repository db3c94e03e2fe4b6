import type { Analytics, AnalyticsSummary } from '@jono/contract/api/analytics';
import { describe, expect, it } from 'vitest';
import { type AnalyticsCsvLabels, analyticsCsv, summaryFields, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes cells holding a comma, a quote or a line break, and doubles the quotes', () => {
    expect(toCsv([['Fade, beard', 'The "Classic"', 'two\nlines', 'plain']])).toBe(
      '"Fade, beard","The ""Classic""","two\nlines",plain',
    );
  });

  it('keeps spaces at the ends of a cell by quoting it', () => {
    expect(toCsv([[' Wash ', 'Wash']])).toBe('" Wash ",Wash');
  });

  it('writes numbers plainly: dot decimals, no grouping, at most 4 decimals; null as empty', () => {
    expect(toCsv([[1234567, 12.5, -3.25, 0.12345678, null, 0]])).toBe(
      '1234567,12.5,-3.25,0.1235,,0',
    );
  });

  it('turns a text that a spreadsheet would run as a formula into plain text', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-Beard', '@sum', 'a=b']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-Beard,'@sum,a=b`,
    );
  });

  it('separates rows with CRLF; an empty row is an empty line', () => {
    expect(toCsv([['a', 1], [], ['b', 2]])).toBe('a,1\r\n\r\nb,2');
  });
});

const summary = (served: number): AnalyticsSummary => ({
  served,
  servedWalkIn: served - 1,
  servedBooked: 1,
  takings: 100.5,
  serviceTakings: 95,
  bookingFees: 7.5,
  refunds: 2,
  averageTicket: 31.6667,
  averageWait: 12.5,
  p90Wait: 30,
  estimateError: 4,
  estimateWithin10: 0.5,
  withinShownRange: 0.5,
  earlierThanShown: 0.05,
  walkIns: served,
  bookings: 2,
  cancellations: 1,
  noShows: 0,
  cancellationRate: 0.25,
  noShowRate: null,
});

const analytics: Analytics = {
  timezone: 'Europe/Helsinki',
  currency: 'EUR',
  period: { from: '2026-03-12', to: '2026-03-18' },
  previous: { from: '2026-03-05', to: '2026-03-11' },
  barber: { id: '5b0c1e9a-3f4d-4e2a-9c7b-1d2e3f4a5b6c', name: 'Mikko, the "Blade"' },
  summary: { current: summary(3), previous: summary(2) },
  rating: { average: 4.5, count: 12 },
  busiestHours: [{ weekday: 1, hour: 9, customers: 2 }],
  barbers: [
    {
      id: '5b0c1e9a-3f4d-4e2a-9c7b-1d2e3f4a5b6c',
      name: 'Mikko, the "Blade"',
      served: 3,
      requested: 2,
      averageServiceMinutes: 32.5,
      averageCatalogueMinutes: null,
      takings: 95,
    },
  ],
  topServices: [{ name: 'Skin fade', count: 2, takings: 60 }],
  topAddons: [{ name: 'Beard trim', count: 1, takings: 10 }],
};

const labels: AnalyticsCsvLabels = {
  period: 'Period',
  previousPeriod: 'Previous period',
  currency: 'Currency',
  barber: 'Barber',
  figure: 'Figure',
  fields: Object.fromEntries(
    summaryFields.map((field) => [field, field]),
  ) as AnalyticsCsvLabels['fields'],
  weekday: 'Weekday',
  hour: 'Hour',
  customers: 'Customers',
  served: 'Served',
  requested: 'Asked for',
  averageServiceMinutes: 'Average service (min)',
  averageCatalogueMinutes: 'Catalogue (min)',
  takings: 'Takings',
  service: 'Service',
  addon: 'Add-on',
  count: 'Times',
  weekdayName: (weekday) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][weekday - 1] ?? '',
};

describe('analyticsCsv', () => {
  it('lists the period, the summary against the previous one, and every table as a block', () => {
    const lines = analyticsCsv(analytics, labels).split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Period,2026-03-12,2026-03-18',
      'Previous period,2026-03-05,2026-03-11',
      'Currency,EUR',
      'Barber,"Mikko, the ""Blade"""',
      '',
      'Figure,Period,Previous period',
    ]);
    expect(lines).toContain('served,3,2');
    expect(lines).toContain('takings,100.5,100.5');
    expect(lines).toContain('averageTicket,31.6667,31.6667');
    expect(lines).toContain('cancellationRate,0.25,0.25');
    expect(lines).toContain('noShowRate,,');
    expect(
      lines.filter((line) => summaryFields.some((f) => line.startsWith(`${f},`))),
    ).toHaveLength(summaryFields.length);
    const after = (header: string) => lines[lines.indexOf(header) + 1];
    expect(after('Weekday,Hour,Customers')).toBe('Mon,9,2');
    expect(after('Barber,Served,Asked for,Average service (min),Catalogue (min),Takings')).toBe(
      '"Mikko, the ""Blade""",3,2,32.5,,95',
    );
    expect(after('Service,Times,Takings')).toBe('Skin fade,2,60');
    expect(after('Add-on,Times,Takings')).toBe('Beard trim,1,10');
    expect(lines.at(-1)).toBe('');
  });

  it('has no barber line for the whole shop', () => {
    const csv = analyticsCsv({ ...analytics, barber: null }, labels);
    expect(csv.split('\r\n')[3]).toBe('');
  });
});
