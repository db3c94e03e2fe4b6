import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * A labelled text input with an optional hint and error, wired for screen readers
 * (aria-invalid, aria-describedby). Takes every <input> prop, including react-hook-form's
 * `register()` result.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  inputClassName,
  ...props
}: ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  inputClassName?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'focus-ring block h-12 w-full rounded-xl border bg-white px-3.5 text-base text-zinc-950 shadow-xs transition-colors placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500',
          error
            ? 'border-red-400 dark:border-red-500/70'
            : 'border-zinc-300 hover:border-zinc-400 dark:border-zinc-700 dark:hover:border-zinc-600',
          inputClassName,
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-red-600 text-sm dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
