import { cn } from '@/lib/cn';

/** A grey placeholder block; the region around it says what is loading (aria-busy). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-lg bg-zinc-200/80 dark:bg-zinc-800/80', className)}
    />
  );
}
