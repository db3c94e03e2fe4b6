import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/**
 * A step on one item of a list: its icon, or a spinner while the step runs. The item's name
 * goes into the accessible name ("Approve: Anna"), so a list of like buttons tells apart.
 */
export function StepButton({
  icon: Icon,
  label,
  itemName,
  isRunning = false,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label'> & {
  icon: LucideIcon;
  label: string;
  itemName: string;
  isRunning?: boolean;
}) {
  return (
    <Button aria-label={`${label}: ${itemName}`} {...props}>
      {isRunning ? (
        <Spinner className="size-4 text-current" />
      ) : (
        <Icon aria-hidden className="size-4" />
      )}
      {label}
    </Button>
  );
}
