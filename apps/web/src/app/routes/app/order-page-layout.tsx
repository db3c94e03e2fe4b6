import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** An order about to be sent: what it holds, and beside it (below on a phone) its summary. */
export function OrderPageLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    // One column that may shrink below its content on a phone: long text wraps in it instead.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="space-y-6">{children}</div>
      {aside}
    </div>
  );
}

/** The order page while its shop is read. */
export function OrderPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-4">
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}
