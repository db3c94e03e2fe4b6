import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One titled part of the queue's controls, as a card with an icon. */
export function QueueStatusSection({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
            <Icon aria-hidden className="size-4.5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-base text-zinc-950 dark:text-white">
              {title}
            </h2>
            {description ? (
              <p className="mt-0.5 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
                {description}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}
