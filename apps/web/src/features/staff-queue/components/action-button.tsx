import type { LucideIcon } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import type { ButtonProps } from '@/components/ui/button';

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
    <BusyButton
      size="sm"
      aria-label={`${isBusy ? busyLabel : label}: ${customerName}`}
      busy={isBusy}
      busyLabel={busyLabel}
      icon={<Icon aria-hidden className="size-4" />}
      {...props}
    >
      {label}
    </BusyButton>
  );
}
