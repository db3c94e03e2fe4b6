import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The head of a card's section: its icon on an amber tile, the heading (whose `id` the section
 * is labelled by) and a line under it when there is one.
 */
export function IconHeading({
  icon: Icon,
  id,
  title,
  description,
  className,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  description?: string | undefined;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
        <Icon aria-hidden className="size-4.5" />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="font-semibold text-base text-zinc-950 dark:text-white">
          {title}
        </h2>
        {description ? (
          <p className="mt-0.5 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A lighter head for a card with one subject: a small amber icon before the heading. */
export function InlineIconHeading({
  icon: Icon,
  id,
  children,
}: {
  icon: LucideIcon;
  id: string;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className="flex items-center gap-2 font-semibold text-base text-zinc-950 dark:text-white"
    >
      <Icon aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
      {children}
    </h2>
  );
}
