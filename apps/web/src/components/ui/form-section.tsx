import type { ComponentProps, ReactNode } from 'react';
import { Card } from './card';
import { Skeleton } from './skeleton';

/** One titled part of a long settings form, as a card: its fields below the heading. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  /** The section's anchor, for links that lead straight to it. */
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card id={id} className="scroll-mt-20 p-5 sm:p-6">
      <h2 className="font-semibold text-lg text-zinc-950 dark:text-white">{title}</h2>
      {description ? (
        <p className="mt-1 text-pretty text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      ) : null}
      <div className="mt-5 space-y-4">{children}</div>
    </Card>
  );
}

const fieldColumns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;
const fieldKeys = ['first', 'second', 'third'];

/**
 * Three form sections as placeholders while the settings load, each with a row of `fields`;
 * the caller says what loads (a status around it, or aria-busy here).
 */
export function FormSectionsSkeleton({
  fields,
  ...props
}: ComponentProps<'div'> & { fields: keyof typeof fieldColumns }) {
  return (
    <div className="space-y-6" {...props}>
      {['a', 'b', 'c'].map((key) => (
        <Card key={key} className="space-y-4 p-6">
          <Skeleton className="h-5 w-40" />
          <div className={`grid gap-4 ${fieldColumns[fields]}`}>
            {fieldKeys.slice(0, fields).map((field) => (
              <Skeleton key={field} className="h-12" />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
