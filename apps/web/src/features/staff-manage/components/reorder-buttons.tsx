import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Up and down buttons for one row of an ordered list. */
export function ReorderButtons({
  name,
  isFirst,
  isLast,
  disabled,
  onMove,
}: {
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('manage.actions.moveUp', { name })}
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('manage.actions.moveDown', { name })}
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
