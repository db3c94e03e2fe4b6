import type { LucideIcon } from 'lucide-react';
import type { ButtonProps } from './button';
import { StepButton } from './step-button';

export interface ItemStep<Key extends string> {
  key: Key;
  icon: LucideIcon;
  label: string;
  variant?: ButtonProps['variant'];
  className?: string;
  onClick: () => void;
}

/**
 * The steps left on one card of a list, in a row under a rule; a step that does not apply
 * now is `false`. While one runs it shows a spinner and every other waits, since the card's
 * item is changing under them.
 */
export function ItemSteps<Key extends string>({
  steps,
  itemName,
  running,
}: {
  steps: (ItemStep<Key> | false)[];
  itemName: string;
  running: Key | null;
}) {
  return (
    <div className="mt-3.5 flex flex-wrap gap-2 border-zinc-100 border-t pt-3.5 dark:border-zinc-800">
      {steps.map(
        (step) =>
          step && (
            <StepButton
              key={step.key}
              size="sm"
              icon={step.icon}
              label={step.label}
              variant={step.variant}
              className={step.className}
              itemName={itemName}
              isRunning={running === step.key}
              disabled={running !== null}
              onClick={step.onClick}
            />
          ),
      )}
    </div>
  );
}
