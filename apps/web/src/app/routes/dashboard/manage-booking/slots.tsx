import { ReminderSettingsPanel } from '@/features/staff-bookings/components/reminder-settings-panel';
import { SlotsPanel } from '@/features/staff-bookings/components/slots-form';

/** /dashboard/manage-booking/slots (owner, receptionist): how and when customers can book. */
export function SlotsRoute() {
  return (
    <>
      <SlotsPanel />
      <ReminderSettingsPanel />
    </>
  );
}
