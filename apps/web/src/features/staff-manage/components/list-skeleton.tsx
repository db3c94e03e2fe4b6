import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Card aria-busy="true" className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {Array.from({ length: rows }, (_, index) => index).map((row) => (
        <div key={row} className="flex items-center gap-4 p-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-9 w-24" />
        </div>
      ))}
    </Card>
  );
}
