import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface IconSelectOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A compact picker: shows an icon and a short text, but the control itself is a native
 * <select> (laid over the pill, transparent), so keyboard, screen readers and phones all
 * get the platform's own behaviour.
 */
export function IconSelect<Value extends string>({
  label,
  icon: Icon,
  display,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  icon: LucideIcon;
  display?: string;
  value: Value;
  options: readonly IconSelectOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-lg border border-zinc-200 bg-white/70 px-2 text-sm font-medium text-zinc-700 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-amber-500 hover:bg-zinc-100 dark:border-zinc-800 dark:bg-zinc-900/70 dark:text-zinc-200 dark:hover:bg-zinc-800',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon aria-hidden className="size-4 shrink-0" />
      {display ? (
        <span aria-hidden className="uppercase">
          {display}
        </span>
      ) : null}
      {/* Left out on a phone, where the bar has no room for it; the pill still opens the list. */}
      <ChevronDown aria-hidden className="hidden size-3.5 shrink-0 opacity-60 sm:block" />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
