import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The tracking page's place card and order, while the order is read. */
export function TrackingSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Card className="flex flex-col items-center gap-6 p-8">
        <Skeleton className="h-6 w-24 self-start rounded-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-28 rounded-2xl" />
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
        <Skeleton className="h-12 w-full rounded-xl" />
      </Card>
      <div className="space-y-6">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}
