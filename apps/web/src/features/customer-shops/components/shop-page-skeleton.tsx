import { useAppShellHold } from '@/lib/app-shell';

/**
 * The shop card and the service list, as placeholders. On the first view the header the server
 * painted stays in their place until the shop is in (useAppShellHold).
 */
export function ShopPageSkeleton() {
  useAppShellHold();
  return (
    <>
      <div
        aria-hidden
        className="animate-pulse rounded-3xl border border-zinc-200 bg-white p-5 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/70"
      >
        <div className="flex gap-4">
          <div className="size-20 rounded-3xl bg-zinc-200 sm:size-24 dark:bg-zinc-800" />
          <div className="flex-1 space-y-3 pt-2">
            <div className="h-6 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-4 w-1/2 rounded bg-zinc-100 dark:bg-zinc-800/70" />
            <div className="h-6 w-40 rounded-full bg-zinc-100 dark:bg-zinc-800/70" />
          </div>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3">
          <div className="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="h-16 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
        </div>
      </div>
      <div aria-hidden className="animate-pulse space-y-3">
        <div className="h-6 w-40 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-28 rounded-2xl bg-zinc-100 dark:bg-zinc-800/70" />
        <div className="h-28 rounded-2xl bg-zinc-100 dark:bg-zinc-800/70" />
      </div>
    </>
  );
}
