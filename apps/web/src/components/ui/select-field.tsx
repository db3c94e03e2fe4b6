import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldBorder } from './field';

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
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={cn(
              'focus-ring block h-12 w-full cursor-pointer appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-base text-zinc-950 shadow-xs transition-colors dark:bg-zinc-900 dark:text-white',
              fieldBorder(error),
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
      )}
    </Field>
  );
}
