import { OwnerReviewsPanel } from '@/features/staff-reviews/components/owner-reviews-panel';

/** /dashboard/reviews (owner): customers' reviews, to answer once and report once. */
export function ReviewsRoute() {
  return <OwnerReviewsPanel />;
}
