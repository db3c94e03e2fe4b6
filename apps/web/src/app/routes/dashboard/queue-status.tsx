import { useSession } from '@/features/staff-auth/hooks/use-session';
import { QueueStatusPanel } from '@/features/staff-queue/components/queue-status-panel';

/** Open, full or closed, the limit and the chairs at work (owner, receptionist). */
export function QueueStatusRoute() {
  const { user } = useSession();
  if (!user) return null; // RequireSession renders dashboard pages only with a session.
  return (
    <QueueStatusPanel
      viewer={{ userId: user.userId, shopId: user.shopId, accessToken: user.accessToken }}
    />
  );
}
