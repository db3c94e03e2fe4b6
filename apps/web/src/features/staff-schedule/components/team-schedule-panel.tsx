import { addDays } from '@jono/contract/rules/local-date';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateRange } from '@/lib/dates';
import { useTeamWeek } from '../hooks/use-team-week';
import { DeleteTimeOffDialog, type TimeOffToDelete } from './delete-time-off-dialog';
import { HoursDialog } from './hours-dialog';
import { ServicesDialog } from './services-dialog';
import { TeamSection } from './team-section';
import { TimeOffDialog } from './time-off-dialog';
import { WeekDayList } from './week-day-list';
import { WeekGrid } from './week-grid';
import { WeekNavigator } from './week-navigator';

function WeekSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {['a', 'b', 'c'].map((key) => (
        <Skeleton key={key} className="h-16 rounded-2xl" />
      ))}
    </div>
  );
}

/** The week is not here yet: loading, or why it failed with a way to ask again. */
function WeekNotRead({ query }: { query: ReturnType<typeof useTeamWeek>['query'] }) {
  const { t } = useTranslation();
  return query.error && !query.isFetching ? (
    <LoadFailedAlert
      title={t('teamSchedule.loadFailed')}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  ) : (
    <WeekSkeleton label={t('teamSchedule.loading')} />
  );
}

/** Nobody on the team serves customers yet. */
function NoTeam() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarClock}
      title={t('teamSchedule.emptyTitle')}
      description={t('teamSchedule.emptyHint')}
    />
  );
}

/**
 * The team's week: who works when (shifts on the shop's clock, time off, closed days), a week
 * at a time, and the changes to hours and time off the caller may make.
 */
export function TeamSchedulePanel({
  currentUserId,
  canManageBookings,
}: {
  currentUserId: string | undefined;
  /** The viewer runs the shop's bookings: time off's bookings can be given away from here. */
  canManageBookings: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { from, today, isThisWeek, week, query, showPrevious, showNext, showThisWeek } =
    useTeamWeek();
  // Ids, not copies: a dialog always shows the member as the latest answer has them.
  const [hoursOf, setHoursOf] = useState<string | null>(null);
  const [servicesOf, setServicesOf] = useState<string | null>(null);
  const [timeOffFor, setTimeOffFor] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TimeOffToDelete | null>(null);
  const memberOf = (userId: string | null) =>
    week?.members.find((member) => member.userId === userId) ?? null;
  const hoursMember = memberOf(hoursOf);
  const servicesMember = memberOf(servicesOf);
  const timeOffMember = memberOf(timeOffFor);
  const caption = t('teamSchedule.grid.caption', {
    range: formatDateRange(from, addDays(from, 6), i18n.language, 'medium'),
  });

  const content = () => {
    if (!week) return <WeekNotRead query={query} />;
    if (week.members.length === 0) return <NoTeam />;
    const view = { week, today, currentUserId };
    return (
      <>
        <WeekGrid {...view} caption={caption} />
        <WeekDayList {...view} label={caption} />
        <TeamSection
          members={week.members}
          currentUserId={currentUserId}
          onEditHours={(member) => setHoursOf(member.userId)}
          onEditServices={(member) => setServicesOf(member.userId)}
          onAddTimeOff={(member) => setTimeOffFor(member.userId)}
          onDeleteTimeOff={(member, entry) => setDeleting({ member, entry })}
        />
      </>
    );
  };

  return (
    <div className="space-y-6">
      <WeekNavigator
        from={from}
        isThisWeek={isThisWeek}
        onPrevious={showPrevious}
        onNext={showNext}
        onThisWeek={showThisWeek}
      />
      {content()}
      {week && hoursMember ? (
        <HoursDialog
          member={hoursMember}
          week={week}
          canManageBookings={canManageBookings}
          onClose={() => setHoursOf(null)}
        />
      ) : null}
      {servicesMember ? (
        <ServicesDialog member={servicesMember} onClose={() => setServicesOf(null)} />
      ) : null}
      {timeOffMember ? (
        <TimeOffDialog
          member={timeOffMember}
          team={week?.members ?? []}
          today={today}
          canManageBookings={canManageBookings}
          onClose={() => setTimeOffFor(null)}
        />
      ) : null}
      <DeleteTimeOffDialog subject={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
