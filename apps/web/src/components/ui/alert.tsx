import { AlertTriangle, CheckCircle2, Info, type LucideIcon, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones: Record<'danger' | 'warning' | 'success' | 'info', { icon: LucideIcon; box: string }> =
  {
    danger: {
      icon: XCircle,
      box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
    },
    warning: {
      icon: AlertTriangle,
      box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200',
    },
    success: {
      icon: CheckCircle2,
      box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-200',
    },
    info: {
      icon: Info,
      box: 'border-zinc-200 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-200',
    },
  };

/**
 * An inline message. `role="alert"` (the default for danger) is announced as it appears;
 * use it for the result of something the user just did, not for static notes.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  role = tone === 'danger' ? 'alert' : undefined,
  className,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
}) {
  const { icon: Icon, box } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-pretty opacity-90">{children}</div> : null}
      </div>
    </div>
  );
}
