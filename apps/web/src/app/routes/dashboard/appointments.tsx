import { QueueBoard } from '@/features/appointments/components/queue-board';
import { useSession } from '@/features/auth/hooks/use-session';
import { NotificationSoundToggle } from '@/features/notifications/components/notification-sound-switch';

/** The live board of today's queue (every role); the sound switch sits in its header. */
export function AppointmentsRoute() {
  const { user } = useSession();
  if (!user) return null; // RequireSession renders dashboard pages only with a session.
  return (
    <QueueBoard
      viewer={{ userId: user.userId, shopId: user.shopId, accessToken: user.accessToken }}
      headerActions={<NotificationSoundToggle />}
    />
  );
}
