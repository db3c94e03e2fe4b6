import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { TimeField } from '@/components/ui/time-field';
import type { MemberWeek } from '../api/team-schedule';
import { useTimeOffForm } from '../hooks/use-time-off-form';
import { BookingsHitDialog } from './bookings-hit-dialog';

type TimeOffForm = ReturnType<typeof useTimeOffForm>;

/** When the time off is: from a first to a last day, or one day from a time until a time. */
function TimeOffSpanFields({
  control,
  errorAt,
  isPartOfDay,
  today,
}: Pick<TimeOffForm, 'control' | 'errorAt' | 'isPartOfDay'> & { today: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="startsOn"
          render={({ field }) => (
            <DateField
              label={t(isPartOfDay ? 'teamSchedule.timeOff.date' : 'teamSchedule.timeOff.startsOn')}
              today={today}
              error={errorAt('startsOn')}
              {...field}
            />
          )}
        />
        {isPartOfDay ? null : (
          <Controller
            control={control}
            name="endsOn"
            render={({ field }) => (
              <DateField
                label={t('teamSchedule.timeOff.endsOn')}
                today={today}
                error={errorAt('endsOn')}
                {...field}
              />
            )}
          />
        )}
      </div>
      {isPartOfDay ? (
        <div className="grid grid-cols-2 gap-4">
          {(['from', 'until'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TimeField
                  label={t(`teamSchedule.timeOff.${name}`)}
                  error={errorAt(name)}
                  {...field}
                />
              )}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * Adds time off for a member: whole days from one date to another, or part of one day; then,
 * if it falls on their bookings, what becomes of them.
 */
export function TimeOffDialog({
  member,
  team,
  today,
  canManageBookings,
  onClose,
}: {
  member: MemberWeek;
  /** Everyone on the team this week, who may take a booking over. */
  team: readonly MemberWeek[];
  /** The shop's today, where the date fields start stepping from. */
  today: string;
  canManageBookings: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { register, control, errorAt, onSubmit, problem, isSaving, isPartOfDay, bookingsHit } =
    useTimeOffForm(member, onClose);
  if (bookingsHit) {
    return (
      <BookingsHitDialog
        cause="timeOff"
        member={member}
        bookings={bookingsHit}
        team={team}
        canManageBookings={canManageBookings}
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      onClose={onClose}
      title={t('teamSchedule.timeOff.title', { name: member.name })}
      description={t('teamSchedule.timeOff.description')}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      isPending={isSaving}
      problem={problem}
      onSubmit={onSubmit}
      cancelLabel={t('teamSchedule.timeOff.cancel')}
      submitLabel={t('teamSchedule.timeOff.save')}
      pendingLabel={t('teamSchedule.timeOff.saving')}
    >
      <Controller
        control={control}
        name="isPartOfDay"
        render={({ field }) => (
          <Switch
            label={t('teamSchedule.timeOff.partOfDay')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <TimeOffSpanFields
        control={control}
        errorAt={errorAt}
        isPartOfDay={isPartOfDay}
        today={today}
      />
      <TextField
        label={t('teamSchedule.timeOff.note')}
        hint={t('teamSchedule.timeOff.noteHint')}
        maxLength={200}
        error={errorAt('note')}
        {...register('note')}
      />
    </FormDialog>
  );
}
