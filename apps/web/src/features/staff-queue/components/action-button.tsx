import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * A step on a customer: its icon, or a spinner and the busy label while it runs. The name
 * of the customer goes into the accessible name, so a list of "Start" buttons tells apart.
 */
export function ActionButton({
  icon: Icon,
  label,
  busyLabel,
  isBusy,
  customerName,
  ...props
}: Omit<ButtonProps, 'children'> & {
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  isBusy: boolean;
  customerName: string;
}) {
  return (
    <Button
      size="sm"
      aria-label={`${isBusy ? busyLabel : label}: ${customerName}`}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy ? (
        <Spinner className="size-4 text-current" />
      ) : (
        <Icon aria-hidden className="size-4" />
      )}
      {isBusy ? busyLabel : label}
    </Button>
  );
}
