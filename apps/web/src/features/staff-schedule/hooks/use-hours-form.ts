import { errorCodes } from '@jono/contract/error-codes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '@/lib/dates';
import { envelopeOf, errorCodeOf, errorMessage, refusalTextKeys } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useDialogSave } from '@/lib/use-dialog-save';
import {
  type MemberWeek,
  type StaffBooking,
  type TeamWeek,
  useSetMemberHoursMutation,
} from '../api/team-schedule';
import {
  checkHours,
  copyMondayToWeekdays,
  type HoursCheck,
  type HoursValues,
  hoursOfValues,
  hoursValuesOf,
  intervalOf,
  MAX_INTERVALS_A_DAY,
} from '../utils/hours-form';

const problemKeys = {
  CLOSED_DAY: refusalTextKeys[errorCodes.closedDay],
  OUTSIDE_OPENING: refusalTextKeys[errorCodes.outsideOpening],
  OVERLAPPING_HOURS: refusalTextKeys[errorCodes.overlappingHours],
  EMPTY_HOURS: 'teamSchedule.hours.endBeforeStart',
  MISSING_TIME: 'teamSchedule.hours.missingTime',
} as const satisfies Record<NonNullable<HoursCheck>['problem'], string>;

const weekdayCodes: readonly string[] = [
  errorCodes.closedDay,
  errorCodes.outsideOpening,
  errorCodes.overlappingHours,
];

/** The weekday a refusal of the hours names, when the server names one. */
function weekdayOfRefusal(error: unknown): number | null {
  if (!weekdayCodes.includes(errorCodeOf(error) ?? '')) return null;
  const details = envelopeOf(error)?.details;
  const weekday = details && typeof details === 'object' && 'weekday' in details && details.weekday;
  return typeof weekday === 'number' && weekday >= 1 && weekday <= 7 ? weekday : null;
}

/**
 * A member's weekly hours in a dialog: the shop's opening hours, or intervals per weekday (a
 * split shift is several). They are checked by the contract's rule before they are sent; a
 * refusal of the server shows in the dialog, in the reader's language. When the new hours
 * leave out bookings of theirs the dialog stays open with them (`bookingsHit`).
 */
export function useHoursForm(member: MemberWeek, week: TeamWeek, onClose: () => void) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<HoursValues>(() => hoursValuesOf(member.hours, week));
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const [setMemberHours, { isLoading: isSaving }] = useSetMemberHoursMutation();
  const [bookingsHit, setBookingsHit] = useState<StaffBooking[] | null>(null);
  const onDay = (weekday: number, problem: string) =>
    t('teamSchedule.hours.problemOn', { day: weekdayName(weekday, i18n.language), problem });
  const { problem: saveProblem, save } = useDialogSave(
    () => {},
    (error) => {
      const weekday = weekdayOfRefusal(error);
      return weekday ? onDay(weekday, errorMessage(error)) : null;
    },
  );

  const changeDay = (
    weekday: number,
    change: (intervals: HoursValues['days'][number]) => HoursValues['days'][number],
  ) =>
    setValues((current) => ({
      ...current,
      days: current.days.map((intervals, index) =>
        index === weekday - 1 ? change(intervals) : intervals,
      ),
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkHours(values, week);
    setCheckProblem(check ? onDay(check.weekday, t(problemKeys[check.problem])) : null);
    if (check) return;
    void save(async () => {
      const hours = hoursOfValues(values, week);
      const hit = await setMemberHours({ userId: member.userId, hours }).unwrap();
      notify.success(t('teamSchedule.hours.saved', { name: member.name }));
      if (hit.length > 0) setBookingsHit(hit);
      else onClose();
    });
  };

  return {
    values,
    isSaving,
    problem: checkProblem ?? saveProblem,
    bookingsHit,
    onSubmit,
    setShopHours: (isShopHours: boolean) => setValues((current) => ({ ...current, isShopHours })),
    setTime: (weekday: number, key: string, field: 'opens' | 'closes', time: string) =>
      changeDay(weekday, (intervals) =>
        intervals.map((interval) =>
          interval.key === key ? { ...interval, [field]: time } : interval,
        ),
      ),
    addInterval: (weekday: number) =>
      changeDay(weekday, (intervals) =>
        intervals.length >= MAX_INTERVALS_A_DAY ? intervals : [...intervals, intervalOf('', '')],
      ),
    removeInterval: (weekday: number, key: string) =>
      changeDay(weekday, (intervals) => intervals.filter((interval) => interval.key !== key)),
    copyMonday: () => setValues((current) => copyMondayToWeekdays(current, week)),
  };
}

export type HoursForm = ReturnType<typeof useHoursForm>;
