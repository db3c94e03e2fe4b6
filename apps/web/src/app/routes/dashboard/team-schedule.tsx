import { canAccess } from '@jono/contract/roles';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/features/staff-auth/hooks/use-session';
import { CalendarFeedsSection } from '@/features/staff-calendar-feeds/components/calendar-feeds-section';
import { TeamSchedulePanel } from '@/features/staff-schedule/components/team-schedule-panel';

/**
 * /dashboard/team-schedule (every role): the team's working hours and time off, by week, and
 * for those who serve, their bookings as a calendar subscription.
 */
export function TeamScheduleRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title={t('dashboard.pages.teamSchedule.title')}
        description={t('dashboard.pages.teamSchedule.description')}
      />
      <TeamSchedulePanel
        currentUserId={user?.userId}
        canManageBookings={user ? canAccess(user.role, 'manageBooking') : false}
      />
      {user && canAccess(user.role, 'calendarFeeds') ? <CalendarFeedsSection /> : null}
    </div>
  );
}
