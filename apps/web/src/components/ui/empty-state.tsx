import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white/60 px-6 py-12 text-center sm:py-16 dark:border-zinc-700/80 dark:bg-zinc-900/40',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 ring-8 ring-amber-50 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/5">
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 className="mt-6 max-w-sm text-balance font-semibold text-base text-zinc-950 dark:text-white">
        {title}
      </h2>
      {description ? (
        <p className="mt-2 max-w-md text-pretty text-sm text-zinc-600 dark:text-zinc-400">
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}
