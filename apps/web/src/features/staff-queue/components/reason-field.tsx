import type { ComponentProps } from 'react';
import { Field, fieldBorder } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** A labelled multi-line reason with a hint, an error and, optionally, ready-made reasons. */
export function ReasonField({
  label,
  hint,
  error,
  presets,
  onPreset,
  ...props
}: ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  presets?: readonly string[];
  onPreset?: (reason: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <>
          {presets && onPreset ? (
            <div className="flex flex-wrap gap-1.5">
              {presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  onClick={() => onPreset(preset)}
                  className="focus-ring rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-800 transition-colors hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800"
                >
                  {preset}
                </button>
              ))}
            </div>
          ) : null}
          <textarea
            {...control}
            rows={3}
            maxLength={200}
            className={cn(
              'focus-ring block w-full resize-none rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-950 shadow-xs placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white',
              fieldBorder(error),
            )}
            {...props}
          />
        </>
      )}
    </Field>
  );
}
