import { QueueStatusPanel } from '@/features/appointments/components/queue-status-panel';
import { useSession } from '@/features/auth/hooks/use-session';

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
