import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * One of a few choices: native radio buttons drawn as a segmented control, so Tab reaches the
 * chosen one and the arrow keys move the choice. The legend is for screen readers.
 */
export function SegmentedChoice<Value extends string>({
  legend,
  choices,
  selected,
  onSelect,
  className,
}: {
  legend: string;
  choices: readonly { value: Value; label: string }[];
  selected: Value;
  onSelect: (value: Value) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      {/* Tight on the narrowest phones, where four Finnish choices only just fit. */}
      <div className="flex gap-0.5 rounded-xl border border-zinc-200 bg-zinc-100 p-1 sm:inline-flex sm:gap-1 dark:border-zinc-800 dark:bg-zinc-900">
        {choices.map(({ value, label }) => (
          <label
            key={value}
            className={cn(
              'relative grid h-9 flex-auto cursor-pointer place-items-center whitespace-nowrap rounded-lg px-1.5 font-semibold min-[22.5rem]:px-2 sm:px-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-500 has-[:focus-visible]:outline-offset-2',
              value === selected
                ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-white'
                : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === selected}
              onChange={() => onSelect(value)}
              // Invisible but on top of its segment: a click, a tap or a test hits the radio.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
