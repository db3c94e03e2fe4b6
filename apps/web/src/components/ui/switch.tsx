import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * An on/off setting: a button with role="switch", so Space and Enter toggle it and a screen
 * reader says whether it is on. The label and description sit beside it and name it.
 */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'onChange' | 'role'> & {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
          {label}
        </p>
        {description ? (
          <p id={`${id}-description`} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'focus-ring relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-amber-400' : 'bg-zinc-300 dark:bg-zinc-700',
        )}
        {...props}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow-sm transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
