import { cn } from '@/lib/cn';

/** The Jono mark: a short queue of three, getting smaller towards the back. */
export function JonoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-amber-400" />
      <circle cx="9" cy="16" r="4" className="fill-zinc-950" />
      <circle cx="18.5" cy="16" r="3.2" className="fill-zinc-950/70" />
      <circle cx="26" cy="16" r="2.4" className="fill-zinc-950/45" />
    </svg>
  );
}

export function JonoWordmark({
  className,
  wordClassName,
}: {
  className?: string;
  /** Where the bar is crowded the word can step aside (the mark and the link's name stay). */
  wordClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <JonoMark className="size-8" />
      <span
        className={cn(
          'font-bold text-xl tracking-tight text-zinc-950 dark:text-white',
          wordClassName,
        )}
      >
        jono
      </span>
    </span>
  );
}
