import { z } from 'zod';
import { roleSchema } from '../roles';
import { daysBetween } from '../rules/local-date';
import { localDateSchema } from './dates';
import { clockTimeSchema, weekdayHoursSchema } from './shops';
import { staffBookingSchema } from './staff-booking';
import { text } from './text';

/**
 * Each serving member's week: their working hours and time off. Everyone on the team reads
 * the whole team's week; the owner changes anyone's, a barber their own.
 */
export const teamSchedulePaths = {
  /** GET ?from=YYYY-MM-DD: the seven days from that date. */
  week: '/api/team/schedule',
  /** PUT: a member's weekly hours (null: the shop's opening hours). */
  hours: (userId: string) => `/api/team/${userId}/hours`,
  /** POST: time off for a member. */
  timeOff: (userId: string) => `/api/team/${userId}/time-off`,
  /** DELETE: take time off back. */
  timeOffEntry: (userId: string, entryId: string) => `/api/team/${userId}/time-off/${entryId}`,
} as const;

export const teamWeekQuery = z.object({ from: localDateSchema });

export const memberParams = z.object({ userId: z.uuid() });
export const timeOffParams = memberParams.extend({ entryId: z.uuid() });

/** The most intervals a week of hours holds: three a day. */
const MAX_INTERVALS = 21;
/** Time off is asked for a year ahead at most, in one piece. */
export const MAX_TIME_OFF_DAYS = 366;

export const hoursBody = z.object({
  hours: z
    .array(weekdayHoursSchema)
    .max(MAX_INTERVALS)
    .refine((hours) => hours.every((h) => h.opens < h.closes), 'each interval ends after it starts')
    .nullable(),
});
export type HoursChange = z.infer<typeof hoursBody>;

/**
 * Time off: whole days from `startsOn` to `endsOn`, or, with `from` and `until`, part of one
 * day.
 */
export const timeOffBody = z
  .object({
    startsOn: localDateSchema,
    endsOn: localDateSchema,
    from: clockTimeSchema.nullish(),
    until: clockTimeSchema.nullish(),
    note: text({ max: 200 }).nullish(),
  })
  .refine((body) => body.startsOn <= body.endsOn, {
    message: 'ends before it starts',
    path: ['endsOn'],
  })
  .refine((body) => !body.from === !body.until, {
    message: 'part of a day needs both a start and an end',
    path: ['until'],
  })
  .refine((body) => !body.from || body.startsOn === body.endsOn, {
    message: 'part of a day is one day',
    path: ['endsOn'],
  })
  .refine((body) => daysBetween(body.startsOn, body.endsOn) < MAX_TIME_OFF_DAYS, {
    message: `at most ${MAX_TIME_OFF_DAYS} days at once`,
    path: ['endsOn'],
  })
  .refine((body) => !body.from || !body.until || body.from < body.until, {
    message: 'ends before it starts',
    path: ['until'],
  });
export type TimeOffChange = z.infer<typeof timeOffBody>;

export const timeOffSchema = z.object({
  id: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  from: z.string().nullable(),
  until: z.string().nullable(),
  note: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

const shiftSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

export const memberWeekSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roleSchema,
  avatar: z.string().nullable(),
  /** Null: works the shop's opening hours. */
  hours: z.array(weekdayHoursSchema).nullable(),
  /** Time off that touches the week. */
  timeOff: z.array(timeOffSchema),
  /** Each day's shifts, time off taken out, in the shop's zone. */
  days: z.array(z.object({ date: z.string(), shifts: z.array(shiftSchema) })),
  /** Whether the caller may change this member's hours and time off. */
  canEdit: z.boolean(),
});
export type MemberWeek = z.infer<typeof memberWeekSchema>;

export const teamWeekSchema = z.object({
  from: z.string(),
  timezone: z.string(),
  openingHours: z.array(weekdayHoursSchema),
  weeklyOffs: z.array(z.number().int()),
  /**
   * The shop's opening each day (null when it is closed: a weekly off or a holiday), and how
   * many live bookings it holds.
   */
  shopDays: z.array(
    z.object({
      date: z.string(),
      hours: z.object({ opens: z.string(), closes: z.string() }).nullable(),
      bookings: z.number().int(),
    }),
  ),
  members: z.array(memberWeekSchema),
});
export type TeamWeek = z.infer<typeof teamWeekSchema>;
export const teamWeekResponse = z.object({ ok: z.literal(true), data: teamWeekSchema });

/**
 * Hours saved, and the member's coming bookings that fell inside their old hours and lie
 * outside the new ones: still theirs until the shop moves, gives away or cancels them.
 */
export const hoursSavedResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  bookingsHit: z.array(staffBookingSchema),
});

/**
 * Time off added, and the member's bookings it falls on: they stay theirs until the shop
 * moves them, gives them to someone free then, or cancels them.
 */
export const timeOffAddedResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: timeOffSchema,
  bookingsHit: z.array(staffBookingSchema),
});
