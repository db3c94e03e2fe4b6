import { Skeleton } from '@/components/ui/skeleton';

/** The shop header and the service list, as placeholders. */
export function PreBookingSkeleton() {
  return (
    <>
      <Skeleton className="h-48 w-full rounded-3xl" />
      <div className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    </>
  );
}
