import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { CheckCheck, Play, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ButtonProps } from '@/components/ui/button';
import type { BoardAction } from '../hooks/use-board-step';
import { ActionButton } from './action-button';

/** One step a card offers on its customer. */
export interface CardStep {
  action: BoardAction;
  icon: LucideIcon;
  label: string;
  /** What the button says while the step runs; "Working…" unless told. */
  busyLabel?: string;
  variant?: ButtonProps['variant'];
  /** Off for a reason of its own (a no-show before the call), said in `title`. */
  isDisabled?: boolean;
  title?: string | undefined;
  onClick: () => void;
}

/** The steps every kind of card words alike: start, finish and no-show. */
export function commonSteps(t: TFunction) {
  return {
    start: (onClick: () => void): CardStep => ({
      action: 'start',
      icon: Play,
      label: t('board.actions.start'),
      busyLabel: t('board.actions.starting'),
      onClick,
    }),
    finish: (onClick: () => void): CardStep => ({
      action: 'finish',
      icon: CheckCheck,
      label: t('board.actions.finish'),
      busyLabel: t('board.actions.finishing'),
      onClick,
    }),
    noShow: (onClick: () => void): CardStep => ({
      action: 'noShow',
      icon: UserX,
      variant: 'ghost',
      label: t('board.actions.noShow'),
      onClick,
    }),
  };
}

/**
 * The row of steps under a customer's card: the usual ones first, the rare ones (no-show,
 * cancel, block) apart at the end. While one step runs on the customer, none other starts.
 */
export function CardActions({
  customerName,
  pendingAction,
  steps,
  rareSteps = [],
}: {
  customerName: string;
  pendingAction: BoardAction | null;
  /** A step left out is null. */
  steps: readonly (CardStep | null)[];
  rareSteps?: readonly (CardStep | null)[];
}) {
  const { t } = useTranslation();
  const button = (step: CardStep) => (
    <ActionButton
      key={step.action}
      variant={step.variant}
      icon={step.icon}
      label={step.label}
      busyLabel={step.busyLabel ?? t('board.actions.working')}
      isBusy={pendingAction === step.action}
      disabled={pendingAction !== null || step.isDisabled}
      title={step.title}
      customerName={customerName}
      onClick={step.onClick}
    />
  );
  const rare = rareSteps.filter((step) => step !== null);
  return (
    <div className="mt-3.5 flex flex-wrap gap-2 border-zinc-100 border-t pt-3.5 dark:border-zinc-800">
      {steps.filter((step) => step !== null).map(button)}
      {rare.length > 0 ? (
        <div className="ml-auto flex flex-wrap gap-1">{rare.map(button)}</div>
      ) : null}
    </div>
  );
}
