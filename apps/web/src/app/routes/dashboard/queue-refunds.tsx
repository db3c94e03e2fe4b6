import { useSession } from '@/features/staff-auth/hooks/use-session';
import { RefundsPanel } from '@/features/staff-refunds/components/refunds-panel';

/** /dashboard/queue-refundes (owner, receptionist): refund requests to approve or reject. */
export function QueueRefundsRoute() {
  const { user } = useSession();
  if (!user) return null; // RequireSession renders dashboard pages only with a session.
  return <RefundsPanel viewer={{ shopId: user.shopId, accessToken: user.accessToken }} />;
}
