import { Minus, Plus } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const stepButton =
  'focus-ring grid size-9 place-items-center rounded-lg text-zinc-700 transition-colors hover:bg-zinc-200/80 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent dark:text-zinc-200 dark:hover:bg-zinc-700/70';

/** The most of one item an order may hold (the contract's orderedItemSchema). */
export const MAX_QUANTITY = 10;

/**
 * − quantity +; never below 1: at 1 the − button is disabled. A button that becomes disabled
 * under the keyboard would drop focus to the page, so focus moves to the other one first.
 */
export function QuantityStepper({
  name,
  quantity,
  onChange,
  increaseRef,
  className,
}: {
  /** What is counted, for the buttons' names ("One more Skin fade"). */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  /** The + button, for a caller that moves focus here (after Add). */
  increaseRef?: RefObject<HTMLButtonElement | null>;
  className?: string;
}) {
  const { t } = useTranslation();
  const ownIncreaseRef = useRef<HTMLButtonElement>(null);
  const increase = increaseRef ?? ownIncreaseRef;
  const decrease = useRef<HTMLButtonElement>(null);
  const step = (next: number) => {
    if (next <= 1) increase.current?.focus();
    if (next >= MAX_QUANTITY) decrease.current?.focus();
    onChange(next);
  };
  return (
    <fieldset
      aria-label={t('cart.quantityOf', { name })}
      className={cn(
        'm-0 inline-flex min-w-0 items-center rounded-xl border border-zinc-200 bg-zinc-50 p-0.5 dark:border-zinc-700 dark:bg-zinc-800/70',
        className,
      )}
    >
      <button
        ref={decrease}
        type="button"
        className={stepButton}
        aria-label={t('cart.decrease', { name })}
        disabled={quantity <= 1}
        onClick={() => step(quantity - 1)}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output
        aria-live="polite"
        className="min-w-8 text-center font-semibold text-sm text-zinc-950 tabular-nums dark:text-white"
      >
        {quantity}
      </output>
      <button
        ref={increase}
        type="button"
        className={stepButton}
        aria-label={t('cart.increase', { name })}
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => step(quantity + 1)}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </fieldset>
  );
}
