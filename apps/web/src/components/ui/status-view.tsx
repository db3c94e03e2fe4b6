import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DocumentTitle } from './document-title';

const tones = {
  danger:
    'bg-red-100 text-red-700 ring-red-50 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-500/5',
  warning:
    'bg-amber-100 text-amber-700 ring-amber-50 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/5',
  success:
    'bg-emerald-100 text-emerald-700 ring-emerald-50 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/5',
  neutral:
    'bg-zinc-100 text-zinc-700 ring-zinc-50 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-800/40',
} as const;

/** A whole-page message (errors, payment results): icon, title, explanation and a way on. */
export function StatusView({
  icon: Icon,
  tone = 'neutral',
  eyebrow,
  title,
  description,
  actions,
  className,
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  eyebrow?: string;
  title: string;
  description: string;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col items-center px-2 py-12 text-center animate-fade-in sm:py-20',
        className,
      )}
    >
      <DocumentTitle title={title} />
      <span className={cn('grid size-16 place-items-center rounded-2xl ring-8', tones[tone])}>
        <Icon aria-hidden className="size-8" />
      </span>
      {eyebrow ? (
        <p className="mt-8 font-semibold text-sm uppercase tracking-wider text-zinc-500 dark:text-zinc-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight text-zinc-950 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-pretty text-base text-zinc-600 dark:text-zinc-400">{description}</p>
      {actions ? (
        <div className="mt-8 flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      ) : null}
    </section>
  );
}
