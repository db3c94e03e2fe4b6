import type { LiveStatus } from '@jono/contract/api/auth';
import { cn } from '@/lib/cn';

/** The colour of each live status, used wherever a status is shown. */
export const liveStatusTones: Readonly<Record<LiveStatus, string>> = {
  available: 'bg-emerald-500',
  busy: 'bg-red-500',
  on_break: 'bg-amber-400',
  away: 'bg-zinc-400 dark:bg-zinc-500',
};

/**
 * A small coloured dot for a staff member's live status. Colour alone tells nothing to some
 * people, so the status is always written out beside it (or in a visually hidden label).
 */
export function LiveStatusDot({
  status,
  ring = false,
  className,
}: {
  status: LiveStatus;
  /** Outline it against the avatar it sits on. */
  ring?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      data-status={status}
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full',
        liveStatusTones[status],
        ring && 'ring-2 ring-zinc-50 dark:ring-zinc-950',
        className,
      )}
    />
  );
}
