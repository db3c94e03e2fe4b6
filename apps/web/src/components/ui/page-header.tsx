import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DocumentTitle } from './document-title';

/** The one <h1> of a page, its lead text and the tab title. */
export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  className,
}: {
  title: string;
  description?: string;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <DocumentTitle title={title} />
      <div className="max-w-2xl space-y-2">
        {eyebrow ? (
          <p className="text-sm font-semibold text-amber-600 dark:text-amber-400">{eyebrow}</p>
        ) : null}
        <h1 className="text-balance font-bold text-3xl tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {description ? (
          <p className="text-pretty text-base text-zinc-600 sm:text-lg dark:text-zinc-400">
            {description}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
