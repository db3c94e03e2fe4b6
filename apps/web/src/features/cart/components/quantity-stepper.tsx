import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const stepButton =
  'focus-ring grid size-9 place-items-center rounded-lg text-zinc-700 transition-colors hover:bg-zinc-200/80 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent dark:text-zinc-200 dark:hover:bg-zinc-700/70';

/** The most of one item an order may hold (the contract's orderedItemSchema). */
export const MAX_QUANTITY = 10;

/** − quantity +; never below 1 (spec section 4): at 1 the − button is disabled. */
export function QuantityStepper({
  name,
  quantity,
  onChange,
  className,
}: {
  /** What is counted, for the buttons' names ("One more Skin fade"). */
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      aria-label={t('cart.quantityOf', { name })}
      className={cn(
        'm-0 inline-flex min-w-0 items-center rounded-xl border border-zinc-200 bg-zinc-50 p-0.5 dark:border-zinc-700 dark:bg-zinc-800/70',
        className,
      )}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('cart.decrease', { name })}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
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
        type="button"
        className={stepButton}
        aria-label={t('cart.increase', { name })}
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </fieldset>
  );
}
