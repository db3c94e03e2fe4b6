import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { weekdayName } from '@/lib/dates';
import { openingOf, weekdays } from '@/lib/weekly-opening';
import type { MemberWeek, TeamWeek } from '../api/team-schedule';
import { useHoursForm } from '../hooks/use-hours-form';
import { BookingsHitDialog } from './bookings-hit-dialog';
import { MemberFormDialog } from './member-form-dialog';
import { WeekdayIntervals } from './weekday-intervals';

/**
 * A member's weekly working hours: the shop's opening hours, or their own per weekday; then,
 * if the new hours leave out bookings of theirs, what becomes of them.
 */
export function HoursDialog({
  member,
  week,
  canManageBookings,
  onClose,
}: {
  member: MemberWeek;
  week: TeamWeek;
  canManageBookings: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useHoursForm(member, week, onClose);
  const { values } = form;
  if (form.bookingsHit) {
    return (
      <BookingsHitDialog
        cause="hours"
        member={member}
        bookings={form.bookingsHit}
        team={week.members}
        canManageBookings={canManageBookings}
        onClose={onClose}
      />
    );
  }
  return (
    <MemberFormDialog part="hours" member={member} form={form} onClose={onClose}>
      <Switch
        label={t('teamSchedule.hours.sameAsShop')}
        description={t('teamSchedule.hours.sameAsShopHint')}
        checked={values.isShopHours}
        onCheckedChange={form.setShopHours}
      />
      {values.isShopHours ? null : (
        <div className="space-y-2 border-zinc-200 border-t pt-4 dark:border-zinc-800">
          <Button variant="secondary" size="sm" onClick={form.copyMonday}>
            <Copy aria-hidden className="size-4" />
            {t('teamSchedule.hours.copyMonday', { day: weekdayName(1, i18n.language) })}
          </Button>
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {weekdays.map((weekday) => (
              <WeekdayIntervals
                key={weekday}
                weekday={weekday}
                opening={openingOf(week, weekday)}
                intervals={values.days[weekday - 1] ?? []}
                form={form}
              />
            ))}
          </ul>
        </div>
      )}
    </MemberFormDialog>
  );
}
