import { MAX_TIME_OFF_DAYS } from '@jono/contract/api/team-schedule';
import { daysBetween, isLocalDate } from '@jono/contract/rules/local-date';
import { z } from 'zod';
import type { TimeOffChange } from '../api/team-schedule';

const errors = 'teamSchedule.timeOff.errors';

/**
 * The add-time-off form, with i18n keys as messages; the server checks the same (timeOffBody).
 * Whole days run from `startsOn` to `endsOn`; part of a day is `startsOn` from `from` until
 * `until`.
 */
export const timeOffFormSchema = z
  .object({
    isPartOfDay: z.boolean(),
    startsOn: z.iso.date(`${errors}.date`),
    endsOn: z.string(),
    from: z.string(),
    until: z.string(),
    note: z.string().trim().max(200, `${errors}.noteTooLong`),
  })
  .superRefine((values, context) => {
    const problem = (path: 'endsOn' | 'from' | 'until', key: string) =>
      context.addIssue({ code: 'custom', path: [path], message: `${errors}.${key}` });
    if (values.isPartOfDay) {
      if (!values.from) problem('from', 'time');
      if (!values.until) problem('until', 'time');
      else if (values.from && values.until <= values.from) problem('until', 'endBeforeStart');
      return;
    }
    if (!isLocalDate(values.endsOn)) problem('endsOn', 'date');
    else if (values.endsOn < values.startsOn) problem('endsOn', 'endBeforeStart');
    else if (daysBetween(values.startsOn, values.endsOn) >= MAX_TIME_OFF_DAYS) {
      problem('endsOn', 'tooLong');
    }
  });
export type TimeOffValues = z.input<typeof timeOffFormSchema>;

export const emptyTimeOff: TimeOffValues = {
  isPartOfDay: false,
  startsOn: '',
  endsOn: '',
  from: '',
  until: '',
  note: '',
};

/** What the server takes: a note only when one was written. */
export function timeOffBodyOf(values: TimeOffValues): TimeOffChange {
  const note = values.note.trim();
  const when = values.isPartOfDay
    ? { startsOn: values.startsOn, endsOn: values.startsOn, from: values.from, until: values.until }
    : { startsOn: values.startsOn, endsOn: values.endsOn };
  return note ? { ...when, note } : when;
}
