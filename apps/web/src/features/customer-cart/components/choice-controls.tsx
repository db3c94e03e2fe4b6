import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFocusFollowsChoice } from '../hooks/use-focus-follows-choice';
import { QuantityStepper } from './quantity-stepper';

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('cart.removeItem', { name })}
      title={t('cart.removeItem', { name })}
      onClick={onRemove}
      className="focus-ring grid size-10 place-items-center rounded-xl text-zinc-500 transition-colors hover:bg-red-50 hover:text-red-700 dark:text-zinc-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
    >
      <Trash2 aria-hidden className="size-4" />
    </button>
  );
}

/**
 * An item of the menu (a service or an add-on) not yet chosen offers Add; once chosen, its
 * quantity and Remove.
 */
export function ChoiceControls({
  name,
  quantity,
  addLabel,
  addVariant,
  onAdd,
  onQuantityChange,
  onRemove,
}: {
  name: string;
  /** How many are chosen; undefined while the item is not. */
  quantity: number | undefined;
  addLabel: string;
  addVariant: 'primary' | 'secondary';
  onAdd: () => void;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const focus = useFocusFollowsChoice(quantity !== undefined);
  return quantity !== undefined ? (
    <div className="flex items-center gap-1">
      <QuantityStepper
        name={name}
        increaseRef={focus.increaseRef}
        quantity={quantity}
        onChange={onQuantityChange}
      />
      <RemoveButton name={name} onRemove={focus.pressed(onRemove)} />
    </div>
  ) : (
    <Button
      ref={focus.addRef}
      variant={addVariant}
      size="sm"
      aria-label={addLabel}
      onClick={focus.pressed(onAdd)}
    >
      <Plus aria-hidden className="size-4" />
      {t('cart.add')}
    </Button>
  );
}
