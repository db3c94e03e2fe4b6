import { z } from 'zod';
import { text } from './text';

/**
 * Phone numbers a shop's staff keep out of its walk-in queue and bookings, after someone
 * filled the queue or the slots with orders nobody came for (owner and receptionist).
 */
export const blockedPhonePaths = {
  list: '/api/staff/blocked-phones',
  block: '/api/staff/blocked-phones',
  unblock: (blockId: string) => `/api/staff/blocked-phones/${blockId}`,
} as const;

export const blockPhoneBody = z.object({ phone: text({ min: 1, max: 30 }) });
export type BlockPhoneBody = z.infer<typeof blockPhoneBody>;

export const blockIdParams = z.object({ blockId: z.uuid() });

export const blockedPhoneSchema = z.object({
  id: z.uuid(),
  /** E.164. */
  phone: z.string(),
  createdAt: z.iso.datetime(),
});
export type BlockedPhone = z.infer<typeof blockedPhoneSchema>;

export const blockedPhonesResponse = z.object({
  ok: z.literal(true),
  data: z.array(blockedPhoneSchema),
});

export const blockPhoneResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: blockedPhoneSchema.extend({
    /** The number's waiting walk-ins that were taken out of the queue. */
    cancelledEntries: z.number().int(),
    /** The number's bookings still waiting for payment that were cancelled. */
    cancelledBookings: z.number().int(),
  }),
});
export type BlockPhoneResult = z.infer<typeof blockPhoneResponse>['data'];
