import { z } from 'zod';
import { languages } from '../languages';
import { MAX_REMINDERS } from '../rules/reminder-times';
import { localDateSchema } from './dates';

/** Reminders of confirmed bookings: the shop's settings, what went out, a browser's opt-in. */
export const bookingReminderPaths = {
  /** GET and PUT: the shop's reminder times and quiet hours (area manageBooking). */
  settings: '/api/staff/booking-settings/reminders',
  /** GET ?date=: the reminders sent for the bookings of one day, by booking id. */
  ofDay: '/api/staff/bookings/reminders',
  /** A customer's browser: POST turns reminders by Web Push on for the booking, DELETE off. */
  pushSubscription: (bookingId: string) => `/api/pre-booking/${bookingId}/push-subscription`,
} as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm');

/** The longest ahead a reminder may go: a week. */
export const MAX_REMINDER_OFFSET_MINUTES = 7 * 24 * 60;

export const quietHoursSchema = z
  .object({ starts: clockTime, ends: clockTime })
  .refine((q) => q.starts !== q.ends, { message: 'must end at another time', path: ['ends'] });

export const reminderSettingsSchema = z.object({
  /** Minutes of elapsed time before the start, largest first. */
  offsetsMinutes: z.array(z.number().int()),
  /** On the shop's clock; null: reminders go at any hour. */
  quietHours: z.object({ starts: z.string(), ends: z.string() }).nullable(),
  timezone: z.string(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** The whole reminder settings, replaced: an unknown key is refused, never dropped. */
export const reminderSettingsBody = z.strictObject({
  offsetsMinutes: z
    .array(z.number().int().min(15).max(MAX_REMINDER_OFFSET_MINUTES))
    .max(MAX_REMINDERS, `at most ${MAX_REMINDERS} reminders`)
    .refine((offsets) => new Set(offsets).size === offsets.length, 'each time only once'),
  quietHours: quietHoursSchema.nullable(),
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsBody>;

export const reminderSettingsResponse = z.object({
  ok: z.literal(true),
  data: reminderSettingsSchema,
});

export const reminderChannelSchema = z.enum(['push', 'email']);
export type ReminderChannel = z.infer<typeof reminderChannelSchema>;

/**
 * One reminder of a booking as staff see it. 'sending': claimed, the push service has not
 * answered yet; 'sent': a browser's push service took it or the mail is in the outbox;
 * 'failed': no channel took it. `pushFailed`: the push did not reach any browser, so the
 * reminder went by email instead.
 */
export const bookingReminderSchema = z.object({
  offsetMinutes: z.number().int(),
  status: z.enum(['sending', 'sent', 'failed']),
  channel: reminderChannelSchema.nullable(),
  pushFailed: z.boolean(),
  sentAt: z.iso.datetime(),
});
export type BookingReminder = z.infer<typeof bookingReminderSchema>;

export const dayRemindersQuery = z.object({
  date: localDateSchema,
});

export const dayRemindersResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    /** The shop's zone, which the sending times are shown in. */
    timezone: z.string(),
    /** By booking id; a booking with none sent for its current time is left out. */
    byBooking: z.record(z.string(), z.array(bookingReminderSchema)),
  }),
});
export type DayReminders = z.infer<typeof dayRemindersResponse>['data'];

/** What a reminder pushed to a browser carries; the service worker shows title and body. */
export const reminderPushSchema = z.object({
  kind: z.literal('reminder'),
  bookingId: z.uuid(),
  code: z.string(),
  lang: z.enum(languages),
  title: z.string(),
  body: z.string(),
  /** The booking on /check-details, where the customer moves or cancels it. */
  url: z.string(),
  tag: z.string(),
});
export type ReminderPush = z.infer<typeof reminderPushSchema>;
