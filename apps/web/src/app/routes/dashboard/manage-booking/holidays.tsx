import { HolidaysPanel } from '@/features/staff-bookings/components/holidays-panel';

/** /dashboard/manage-booking/holidays (owner, receptionist): days closed for bookings. */
export function HolidaysRoute() {
  return <HolidaysPanel />;
}
