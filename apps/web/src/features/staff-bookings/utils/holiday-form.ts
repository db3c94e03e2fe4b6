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

/** Which field a 400 of the server is about: its messages name it first ("endsOn: ..."). */
export function holidayField(message: string): keyof HolidayValues | null {
  const field = /^(?:body\.)?(\w+): ./s.exec(message)?.[1];
  return field === 'startsOn' || field === 'endsOn' || field === 'note' ? field : null;
}
