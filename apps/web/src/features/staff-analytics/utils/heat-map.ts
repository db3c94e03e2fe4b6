import type { Analytics } from '@jono/contract/api/analytics';

type HourCell = Analytics['busiestHours'][number];

export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** A quiet hour either side of the busy ones, so the map shows where the day starts and ends. */
const marginHours = 1;

export interface HeatMap {
  /** The hour columns: the hours with arrivals, an hour either side, no gaps. */
  hours: number[];
  customersAt: (weekday: number, hour: number) => number;
  /** The busiest cell's count: full colour. */
  max: number;
}

/** The weekday × hour grid of arrivals; null when there were none. */
export function heatMapOf(cells: readonly HourCell[]): HeatMap | null {
  const busy = cells.filter((cell) => cell.customers > 0);
  if (busy.length === 0) return null;
  const counts = new Map(busy.map((cell) => [cell.weekday * 24 + cell.hour, cell.customers]));
  const first = Math.max(0, Math.min(...busy.map((cell) => cell.hour)) - marginHours);
  const last = Math.min(23, Math.max(...busy.map((cell) => cell.hour)) + marginHours);
  return {
    hours: Array.from({ length: last - first + 1 }, (_, index) => first + index),
    customersAt: (weekday, hour) => counts.get(weekday * 24 + hour) ?? 0,
    max: Math.max(...busy.map((cell) => cell.customers)),
  };
}
