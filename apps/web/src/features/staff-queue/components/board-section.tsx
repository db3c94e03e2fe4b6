import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One part of the board: a titled region with its count, its content or an empty line. */
export function BoardSection({
  id,
  icon: Icon,
  title,
  count,
  action,
  children,
  className,
}: {
  id?: string;
  icon: LucideIcon;
  title: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 space-y-3', className)}
    >
      <div className="flex min-h-9 items-center gap-2.5">
        <Icon aria-hidden className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
        <h2 id={headingId} className="font-semibold text-lg text-zinc-950 dark:text-white">
          {title}
          {count === undefined ? null : (
            <span className="ml-2 inline-grid min-w-7 place-items-center rounded-full bg-zinc-200/80 px-2 py-0.5 align-middle font-semibold text-sm text-zinc-800 tabular-nums dark:bg-zinc-800 dark:text-zinc-200">
              {count}
            </span>
          )}
        </h2>
        {action ? <div className="ml-auto">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to list. */
export function SectionEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-zinc-300 border-dashed px-5 py-8 text-center dark:border-zinc-700">
      <p className="font-medium text-sm text-zinc-800 dark:text-zinc-200">{title}</p>
      {hint ? <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{hint}</p> : null}
    </div>
  );
}
