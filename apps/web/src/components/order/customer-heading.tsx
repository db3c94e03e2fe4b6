import { cn } from '@/lib/cn';
import { ShortCode } from './short-code';

/**
 * Whose order a staff card is about: the customer's name as the card's heading (its id names
 * the card) with the order's short code beside it.
 */
export function CustomerHeading({
  id,
  name,
  code,
  className,
}: {
  id: string;
  name: string;
  code: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <h3
        id={id}
        className="min-w-0 break-words font-semibold text-base text-zinc-950 dark:text-white"
      >
        {name}
      </h3>
      <ShortCode code={code} />
    </div>
  );
}
