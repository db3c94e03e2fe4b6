import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** A button that shows only an icon, so its label is what a screen reader says for it. */
export function IconButton({
  icon: Icon,
  label,
  ...props
}: Omit<ButtonProps, 'size' | 'children' | 'aria-label'> & {
  icon: LucideIcon;
  label: string;
}) {
  return (
    <Button size="icon" aria-label={label} {...props}>
      <Icon aria-hidden className="size-4" />
    </Button>
  );
}
