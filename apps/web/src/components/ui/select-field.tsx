import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

export interface SelectFieldOption {
  value: string;
  label: string;
}

/** A labelled native <select> styled like TextField; takes react-hook-form's `register()`. */
export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  ...props
}: ComponentProps<'select'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  options: readonly SelectFieldOption[];
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'focus-ring block h-12 w-full cursor-pointer appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-base text-zinc-950 shadow-xs transition-colors dark:bg-zinc-900 dark:text-white',
            error
              ? 'border-red-400 dark:border-red-500/70'
              : 'border-zinc-300 hover:border-zinc-400 dark:border-zinc-700 dark:hover:border-zinc-600',
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-zinc-500"
        />
      </div>
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
