import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldBorder } from './field';

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
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'focus-ring block h-12 w-full rounded-xl border bg-white px-3.5 text-base text-zinc-950 shadow-xs transition-colors placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white dark:placeholder:text-zinc-500',
            fieldBorder(error),
            inputClassName,
          )}
          {...props}
        />
      )}
    </Field>
  );
}
