import { type ComponentProps, useId } from 'react';
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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
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
        id={id}
        rows={3}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'focus-ring block w-full resize-none rounded-xl border bg-white px-3.5 py-2.5 text-base text-zinc-950 shadow-xs placeholder:text-zinc-400 dark:bg-zinc-900 dark:text-white',
          error
            ? 'border-red-400 dark:border-red-500/70'
            : 'border-zinc-300 hover:border-zinc-400 dark:border-zinc-700 dark:hover:border-zinc-600',
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
