import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-400/10 dark:text-emerald-300',
  warning: 'bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-300',
  danger: 'bg-red-100 text-red-700 dark:bg-red-500/10 dark:text-red-300',
  neutral: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300',
} as const;

/** The result of an account step (verified, link expired, mail sent...) under the page title. */
export function OutcomePanel({
  icon: Icon,
  tone,
  title,
  children,
  actions,
  testId,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm animate-fade-in sm:p-8 dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none"
    >
      <span className={cn('grid size-12 place-items-center rounded-xl', tones[tone])}>
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-5 text-balance font-semibold text-xl text-zinc-950 dark:text-white">
        {title}
      </h2>
      {children ? (
        <div className="mt-2 space-y-3 text-pretty text-zinc-600 dark:text-zinc-400">
          {children}
        </div>
      ) : null}
      {actions ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
    </section>
  );
}
