import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

const arrows = { previous: ChevronLeft, next: ChevronRight } as const;

/** A step back or forward through a pager of days or weeks: an arrow, named by its label. */
export function PagerButton({
  direction,
  label,
  onClick,
}: {
  direction: keyof typeof arrows;
  label: string;
  onClick: () => void;
}) {
  const Arrow = arrows[direction];
  return (
    <Button variant="secondary" size="icon" aria-label={label} onClick={onClick}>
      <Arrow aria-hidden className="size-5" />
    </Button>
  );
}
