import { useSession } from '@/features/staff-auth/hooks/use-session';
import { BookingsPanel } from '@/features/staff-bookings/components/bookings-panel';

/** /dashboard/manage-booking/bookings (owner, receptionist): the day's pre-bookings, live. */
export function BookingsRoute() {
  const { user } = useSession();
  if (!user) return null; // RequireSession renders dashboard pages only with a session.
  return <BookingsPanel viewer={{ shopId: user.shopId, accessToken: user.accessToken }} />;
}
