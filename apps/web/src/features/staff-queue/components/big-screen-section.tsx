import type { ReactNode } from 'react';

export function BigScreenSectionTitle({ children }: { children: ReactNode }) {
  return (
    <h2 className="font-bold text-[max(1rem,min(1.6vw,2.8vh))] text-amber-700 uppercase tracking-[0.12em] dark:text-amber-300">
      {children}
    </h2>
  );
}

/** What a column says while it has nobody to list. */
export function BigScreenEmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-3xl border-2 border-zinc-300 border-dashed px-6 py-[4vh] text-center font-semibold text-[max(1.5rem,2.4vw)] text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
      {children}
    </p>
  );
}
