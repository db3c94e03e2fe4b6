import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { CustomerDetailsForm as Form } from './customer-details-form';

// The form brings zod and the phone number rules; the page shows without waiting for them.
const CustomerDetailsForm = lazy(() =>
  import('./customer-details-form').then((m) => ({ default: m.CustomerDetailsForm })),
);

/** The form's fields as placeholders while its code loads. */
function FormSkeleton() {
  return (
    <div aria-hidden className="grid gap-4 sm:grid-cols-2">
      <Skeleton className="h-[4.75rem] rounded-xl sm:col-span-2" />
      <Skeleton className="h-[4.75rem] rounded-xl" />
      <Skeleton className="h-[4.75rem] rounded-xl" />
    </div>
  );
}

/** The customer details form, its code fetched when a page first shows it. */
export function LazyCustomerDetailsForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <CustomerDetailsForm {...props} />
    </Suspense>
  );
}
