import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DocumentTitle } from './document-title';
import { Skeleton } from './skeleton';

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

type StatusHeadingProps = {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  eyebrow?: string | undefined;
  title: string;
  description: string;
};

/**
 * The top of a whole-page message: icon, eyebrow, title (also the document's) and explanation,
 * centred by the caller's layout. StatusView is this with a way on; a result page with more
 * below it (a booking's details) uses it on its own.
 */
export function StatusHeading({
  icon: Icon,
  tone = 'neutral',
  eyebrow,
  title,
  description,
}: StatusHeadingProps) {
  return (
    <>
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
    </>
  );
}

/**
 * A whole-page message (errors, payment results): icon, title, explanation, any details
 * (`children`, e.g. what is still held) and a way on.
 */
export function StatusView({
  actions,
  children,
  className,
  ...heading
}: StatusHeadingProps & {
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'mx-auto flex w-full max-w-lg flex-col items-center px-2 py-12 text-center animate-fade-in sm:py-20',
        className,
      )}
    >
      <StatusHeading {...heading} />
      {children}
      {actions ? (
        <div className="mt-8 flex w-full flex-col-reverse justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      ) : null}
    </section>
  );
}

const skeletonWidths = {
  /** A StatusView's own width. */
  narrow: { page: 'max-w-lg', body: 'h-32' },
  /** A result page with details under its heading. */
  wide: { page: 'max-w-2xl', body: 'h-64' },
} as const;

/** A result page while what it tells about loads: icon, title and body as placeholders. */
export function StatusViewSkeleton({
  label,
  width = 'narrow',
}: {
  /** What is loading, for screen readers. */
  label: string;
  width?: keyof typeof skeletonWidths;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className={cn('mx-auto w-full space-y-4 py-12', skeletonWidths[width].page)}
    >
      <Skeleton className="mx-auto size-16 rounded-2xl" />
      <Skeleton className="mx-auto h-9 w-2/3" />
      <Skeleton className={cn('w-full rounded-2xl', skeletonWidths[width].body)} />
    </div>
  );
}
