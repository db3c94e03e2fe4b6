import { z } from 'zod';
import { roleSchema } from '../roles';
import { localDateSchema } from './dates';
import { queueStateSchema } from './shops';
import { text } from './text';

/**
 * The owner's record of what staff did to customers and money, and of every change to how
 * the shop is set up (area `auditLog`).
 */
export const auditPaths = {
  log: '/api/audit',
} as const;

/** How long the shop's record is kept. */
export const AUDIT_KEEP_DAYS = 365;

export const auditActions = [
  'order_moved_up',
  'order_cancelled',
  'order_no_show',
  'order_barber_changed',
  'booking_cancelled',
  'booking_moved',
  'booking_barber_changed',
  'waitlist_removed',
  'refund_approved',
  'refund_rejected',
  'queue_changed',
  'price_changed',
  'shop_published',
  'shop_unpublished',
  'settings_changed',
  'holiday_added',
  'holiday_removed',
  'staff_invited',
  'staff_role_changed',
  'staff_deactivated',
  'staff_activated',
  'staff_joined',
  'item_added',
  'item_removed',
  'item_changed',
  'category_added',
  'category_renamed',
  'category_removed',
  'phone_blocked',
  'phone_unblocked',
  'cover_set',
  'cover_removed',
  'photo_added',
  'photo_removed',
  'webhook_added',
  'webhook_removed',
  'api_key_made',
  'api_key_revoked',
  'embed_sites_changed',
  'broadcast_sent',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * What an entry is about: a walk-in, a booking, a waitlist place (labelled with its day), a
 * catalogue item, the queue or the shop itself.
 */
export const auditSubjectKinds = [
  'order',
  'booking',
  'waitlist',
  'service',
  'addon',
  'queue',
  'shop',
  'holiday',
  'staff',
  'category',
  'phone',
  'photo',
  /** A webhook endpoint (labelled with its address), an API key (its name) or the embed. */
  'integration',
] as const;

/**
 * The shop's settings a `settings_changed` entry can name, and a service's or add-on's own
 * (`item_changed`), each written its own way.
 */
export const auditSettings = [
  'name',
  'address',
  'city',
  'postalCode',
  'country',
  'location',
  'timezone',
  'openingHours',
  'weeklyOffs',
  'chairCount',
  'queueLimit',
  'maxWaitMinutes',
  'bookingFee',
  'slotLengthMinutes',
  'refundWindowHours',
  'retentionDays',
  'defaultBreakMinutes',
  'additionalServices',
  'bookableChairs',
  'horizonDays',
  'moveLimit',
  'bookingHours',
  'reminderTimes',
  'quietHours',
  'itemName',
  'itemDuration',
  'itemActive',
  'itemDescription',
  'itemServices',
] as const;
export type AuditSetting = (typeof auditSettings)[number];

/**
 * A setting's value as kept: a number, text ('09:00-17:00' for a day's hours), a list (the
 * weekdays off, the reminders' minutes, the additional services offered), or null for none.
 */
const auditValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
  z.null(),
]);
export type AuditValue = z.infer<typeof auditValueSchema>;

export const auditSettingChangeSchema = z.object({
  setting: z.enum(auditSettings),
  /** For a day's opening or booking hours: which weekday, 1 = Monday. */
  weekday: z.number().int().min(1).max(7).optional(),
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditSettingChange = z.infer<typeof auditSettingChangeSchema>;

/**
 * A page of the record, newest first. `from` and `to` are local dates in the shop's time zone,
 * both included; `before` is the `cursor` of the previous page.
 */
export const auditQuery = z
  .object({
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    action: auditActionSchema.optional(),
    actorId: z.uuid().optional(),
    before: text({ max: 100 }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    message: 'must not end before it starts',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuery>;

/**
 * The facts of one action; each action fills its own. Names of barbers are kept as they were;
 * a null barber is "any barber", a null queue state is "by opening hours and load".
 */
export const auditDetailsSchema = z.object({
  reason: z.string().optional(),
  barberBefore: z.string().nullable().optional(),
  barberAfter: z.string().nullable().optional(),
  stateBefore: queueStateSchema.nullable().optional(),
  stateAfter: queueStateSchema.nullable().optional(),
  limitBefore: z.number().int().nullable().optional(),
  limitAfter: z.number().int().nullable().optional(),
  priceBefore: z.number().optional(),
  priceAfter: z.number().optional(),
  amount: z.number().optional(),
  /** A moved booking's start before and after (ISO instants). */
  startBefore: z.string().optional(),
  startAfter: z.string().optional(),
  currency: z.string().optional(),
  /** What a `settings_changed` entry changed, setting by setting. */
  changes: z.array(auditSettingChangeSchema).optional(),
  /** A staff member's role before and after; an invitation's role is `roleAfter`. */
  roleBefore: roleSchema.optional(),
  roleAfter: roleSchema.optional(),
  /** The scopes an API key was made with. */
  scopes: z.array(z.string()).optional(),
  /** A holiday's first and last day (local dates) and its note. */
  startsOn: z.string().optional(),
  endsOn: z.string().optional(),
  note: z.string().optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  action: auditActionSchema,
  /** Who did it; the name as it was, kept when the account is gone. */
  actor: z.object({ id: z.uuid().nullable(), name: z.string() }),
  subject: z.object({
    kind: z.enum(auditSubjectKinds),
    id: z.uuid().nullable(),
    /**
     * The order's or booking's short code, the service's or staff member's name, or the
     * holiday's first day. Never a customer's name.
     */
    label: z.string(),
  }),
  details: auditDetailsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponse = z.object({
  ok: z.literal(true),
  data: z.object({
    entries: z.array(auditEntrySchema),
    /** Pass as `before` for the next, older page; null on the last page. */
    cursor: z.string().nullable(),
    /** Everyone who appears in the shop's record, for the filter. */
    actors: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** The shop's time zone: the record's times and dates are read on the shop's clock. */
    timezone: z.string(),
  }),
});
export type AuditPage = z.infer<typeof auditResponse>['data'];
