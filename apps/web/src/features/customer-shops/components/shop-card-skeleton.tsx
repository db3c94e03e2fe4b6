/** The shape of a shop card while the list loads. */
export function ShopCardSkeleton() {
  return (
    <div
      aria-hidden
      className="animate-pulse rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/70"
    >
      <div className="flex items-start gap-3.5">
        <div className="size-14 shrink-0 rounded-2xl bg-zinc-200 dark:bg-zinc-800" />
        <div className="flex-1 space-y-2.5 pt-1">
          <div className="h-4 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-4/5 rounded bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="h-3 w-1/2 rounded bg-zinc-100 dark:bg-zinc-800/70" />
        </div>
      </div>
      <div className="mt-5 flex gap-3 border-zinc-100 border-t pt-4 dark:border-zinc-800">
        <div className="h-6 w-24 rounded-full bg-zinc-100 dark:bg-zinc-800/70" />
        <div className="h-6 w-20 rounded-full bg-zinc-100 dark:bg-zinc-800/70" />
      </div>
      <div className="mt-5 flex gap-2.5">
        <div className="h-11 flex-1 rounded-xl bg-zinc-200 dark:bg-zinc-800" />
        <div className="h-11 flex-1 rounded-xl bg-zinc-100 dark:bg-zinc-800/70" />
      </div>
    </div>
  );
}
