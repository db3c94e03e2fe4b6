import { parseClockTime } from '@jono/contract/rules/time-range';
import { z } from 'zod';
import { inputTime, openingOf, weekdays } from '@/lib/weekly-opening';
import type { BookingSettings, BookingSettingsBody } from '../api/booking-settings';

/** A weekday's booking hours as the form holds them: all its opening hours, or its own. */
export interface DayValues {
  mode: 'all' | 'custom';
  from: string;
  to: string;
}

/** The slots form as typed (numbers as text), with i18n keys as messages. */
export interface SlotsValues {
  slotLengthMinutes: string;
  bookableChairs: string;
  horizonDays: string;
  bookingFee: string;
  refundWindowHours: string;
  /** Empty: customers move a booking as often as they like until the refund window closes. */
  moveLimit: string;
  days: DayValues[];
}

const wholeNumber = (min: number, max: number, step = 1) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value), 'dashboard.slots.errors.wholeNumber')
    .refine(
      (value) => Number(value) >= min && Number(value) <= max,
      'dashboard.slots.errors.outOfRange',
    )
    .refine((value) => Number(value) % step === 0, 'dashboard.slots.errors.step');

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a weekday's own booking hours, if anything, and at which end. */
function dayProblem(
  day: DayValues,
  opening: { opens: string; closes: string },
): { field: 'from' | 'to'; message: string } | null {
  if (!time.test(day.from)) return { field: 'from', message: 'dashboard.slots.errors.time' };
  if (!time.test(day.to)) return { field: 'to', message: 'dashboard.slots.errors.time' };
  const from = parseClockTime(day.from) ?? 0;
  const to = parseClockTime(day.to) ?? 0;
  if (from < (parseClockTime(opening.opens) ?? 0)) {
    return { field: 'from', message: 'dashboard.slots.errors.beforeOpening' };
  }
  if (to > (parseClockTime(opening.closes) ?? 0)) {
    return { field: 'to', message: 'dashboard.slots.errors.afterClosing' };
  }
  if (to <= from) return { field: 'to', message: 'dashboard.slots.errors.endBeforeStart' };
  return null;
}

/**
 * The server's rules (contract bookingSettingsBody, and booking hours inside the opening
 * hours), checked before sending so the mistake shows at its field at once.
 */
export function slotsFormSchema(settings: BookingSettings) {
  return z.object({
    slotLengthMinutes: wholeNumber(5, 240, 5),
    bookableChairs: wholeNumber(0, settings.chairCount),
    horizonDays: wholeNumber(1, 365),
    bookingFee: z
      .string()
      .trim()
      .refine((value) => /^\d{1,4}([.,]\d{1,2})?$/.test(value), 'dashboard.slots.errors.money')
      .refine(
        (value) => Number(value.replace(',', '.')) <= 1000,
        'dashboard.slots.errors.outOfRange',
      ),
    refundWindowHours: wholeNumber(0, 24 * 30),
    moveLimit: z.union([z.string().trim().length(0), wholeNumber(0, 20)]),
    days: z
      .array(z.object({ mode: z.enum(['all', 'custom']), from: z.string(), to: z.string() }))
      .length(7)
      .superRefine((days, context) => {
        for (const [index, day] of days.entries()) {
          const opening = openingOf(settings, index + 1);
          if (day.mode !== 'custom' || !opening) continue;
          const problem = dayProblem(day, opening);
          if (problem)
            context.addIssue({
              code: 'custom',
              path: [index, problem.field],
              message: problem.message,
            });
        }
      }),
  });
}

/** The form's starting values from the saved settings. */
export function formValuesOf(settings: BookingSettings): SlotsValues {
  return {
    slotLengthMinutes: String(settings.slotLengthMinutes),
    bookableChairs: String(settings.bookableChairs),
    horizonDays: String(settings.horizonDays),
    bookingFee: settings.bookingFee.toFixed(2),
    refundWindowHours: String(settings.refundWindowHours),
    moveLimit: settings.moveLimit === null ? '' : String(settings.moveLimit),
    days: weekdays.map((weekday) => {
      const own = settings.bookingHours.find((hours) => hours.weekday === weekday);
      const opening = openingOf(settings, weekday);
      if (own) return { mode: 'custom', from: own.opens, to: inputTime(own.closes) };
      return {
        mode: 'all',
        from: opening?.opens ?? '09:00',
        to: inputTime(opening?.closes ?? '17:00'),
      };
    }),
  };
}

/** What the server takes: only the open weekdays with hours of their own are listed. */
export function bodyOf(values: SlotsValues, settings: BookingSettings): BookingSettingsBody {
  return {
    slotLengthMinutes: Number(values.slotLengthMinutes),
    bookableChairs: Number(values.bookableChairs),
    horizonDays: Number(values.horizonDays),
    bookingFee: Math.round(Number(values.bookingFee.trim().replace(',', '.')) * 100) / 100,
    refundWindowHours: Number(values.refundWindowHours),
    moveLimit: values.moveLimit.trim() === '' ? null : Number(values.moveLimit),
    bookingHours: values.days.flatMap((day, index) =>
      day.mode === 'custom' && openingOf(settings, index + 1)
        ? [{ weekday: index + 1, opens: day.from, closes: day.to }]
        : [],
    ),
  };
}

/** A form field a server refusal can point at. */
export type SlotsField =
  | Exclude<keyof SlotsValues, 'days'>
  | `days.${number}.from`
  | `days.${number}.to`;

const simpleFields = [
  'slotLengthMinutes',
  'bookableChairs',
  'horizonDays',
  'bookingFee',
  'refundWindowHours',
  'moveLimit',
] as const;

/**
 * Which field a 400 of the server is about. Its messages name the field first:
 * "body.slotLengthMinutes: ..." from validation, "bookableChairs: ..." or
 * "bookingHours.2: booking hours on Monday must lie within ..." from the rules. Null when
 * the message names no field of the form.
 */
export function serverField(message: string, body: BookingSettingsBody): SlotsField | null {
  const match = /^(?:body\.)?([\w.]+): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return null;
  const [name, index, part] = match[1].split('.');
  const simple = simpleFields.find((field) => field === name);
  if (simple) return simple;
  const weekday = name === 'bookingHours' ? body.bookingHours[Number(index)]?.weekday : undefined;
  if (weekday === undefined) return null;
  return `days.${weekday - 1}.${part === 'closes' ? 'to' : 'from'}`;
}
