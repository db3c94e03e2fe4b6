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
        {/* A step smaller on the narrowest phones, where one long Finnish word
            ("sähköpostiosoitteesi") is wider than the screen at the usual size. */}
        <h1 className="hyphens-auto text-balance break-words font-bold text-2xl tracking-tight text-zinc-950 min-[22.5rem]:text-3xl sm:text-4xl dark:text-white">
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
