import type { ReactNode } from 'react';
import { SideScroll } from '@/components/ui/side-scroll';
import { cn } from '@/lib/cn';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/**
 * A real table of figures (the screen reader's view of every chart). On a phone it scrolls
 * sideways inside its own box instead of widening the page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader = true,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first cell names its row (a barber, a service). */
  rowHeader?: boolean;
}) {
  return (
    <SideScroll label={caption} className="-mx-5 px-5 sm:mx-0 sm:px-0">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-zinc-200 border-b dark:border-zinc-800">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(
                  'whitespace-nowrap px-3 py-2 font-semibold text-xs text-zinc-600 first:pl-0 last:pr-0 dark:text-zinc-400',
                  column.numeric ? 'text-right' : 'text-left',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-zinc-100 border-b last:border-b-0 dark:border-zinc-800/70"
            >
              {columns.map((column, index) => {
                const Cell = rowHeader && index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={Cell === 'th' ? 'row' : undefined}
                    className={cn(
                      'whitespace-nowrap px-3 py-2.5 text-zinc-800 first:pl-0 last:pr-0 dark:text-zinc-200',
                      column.numeric ? 'text-right tabular-nums' : 'text-left',
                      Cell === 'th' && 'font-medium text-zinc-950 dark:text-white',
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
