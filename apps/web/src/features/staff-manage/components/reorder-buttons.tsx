import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';

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
      <IconButton
        icon={ArrowUp}
        label={t('manage.actions.moveUp', { name })}
        variant="ghost"
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      />
      <IconButton
        icon={ArrowDown}
        label={t('manage.actions.moveDown', { name })}
        variant="ghost"
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      />
    </div>
  );
}
