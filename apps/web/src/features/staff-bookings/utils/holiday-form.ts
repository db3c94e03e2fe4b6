import { z } from 'zod';

/** The add-holiday form, with i18n keys as messages; the server checks the same (holidayBody). */
export const holidayFormSchema = z
  .object({
    startsOn: z.iso.date('dashboard.holidays.errors.date'),
    endsOn: z.iso.date('dashboard.holidays.errors.date'),
    note: z.string().trim().max(200, 'dashboard.holidays.errors.noteTooLong'),
  })
  .refine((holiday) => holiday.endsOn >= holiday.startsOn, {
    message: 'dashboard.holidays.errors.endBeforeStart',
    path: ['endsOn'],
  });
export type HolidayValues = z.input<typeof holidayFormSchema>;

export const emptyHoliday: HolidayValues = { startsOn: '', endsOn: '', note: '' };

/**
 * Where a 400 of the server belongs and what to show there: its messages name the field
 * first ("body.endsOn: ..." from validation, "endsOn: a holiday cannot end in the past").
 */
export function holidayFieldError(
  message: string,
): { field: keyof HolidayValues; message: string } | null {
  const match = /^(?:body\.)?(\w+): (.+)$/s.exec(message);
  const field = match?.[1];
  const text = match?.[2];
  if (!text || (field !== 'startsOn' && field !== 'endsOn' && field !== 'note')) return null;
  return { field, message: text.charAt(0).toUpperCase() + text.slice(1) };
}
