import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** What the control inside a Field carries, so screen readers read it with its words. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The border of a field's control: red while it holds an error. */
export function fieldBorder(error: string | null | undefined): string {
  return error
    ? 'border-red-400 dark:border-red-500/70'
    : 'border-zinc-300 hover:border-zinc-400 dark:border-zinc-700 dark:hover:border-zinc-600';
}

/**
 * A label, a control, and under it what is read with the control (aria-describedby): an extra
 * part such as a strength meter, a hint and an error. The control is drawn by `children`, which
 * gets the id and aria attributes to put on it.
 */
export function Field({
  label,
  hint,
  error,
  extra,
  isLabelHidden = false,
  className,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** Shown under the control and read with it. */
  extra?: ReactNode;
  /** Read by screen readers only, where the control's place says what it is. */
  isLabelHidden?: boolean;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const extraId = extra ? `${id}-extra` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={cn(
          'block font-medium text-sm text-zinc-900 dark:text-zinc-100',
          isLabelHidden && 'sr-only',
        )}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [extraId, hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {extra ? <div id={extraId}>{extra}</div> : null}
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
