import { z } from 'zod';
import { text } from './text';

/** Staff's word to everyone waiting ("running 15 minutes late"), through each one's channel. */
export const broadcastPaths = {
  /** POST (the board's staff): send one message to every walk-in waiting. */
  send: '/api/staff/queue/broadcast',
} as const;

/** Presets are worded in each customer's own language; the staff's own words go as typed. */
export const broadcastPresets = ['running_late', 'short_break', 'queue_moving'] as const;
export const broadcastPresetSchema = z.enum(broadcastPresets);
export type BroadcastPreset = z.infer<typeof broadcastPresetSchema>;

/** A text message's single segment: a free message fits one. */
export const BROADCAST_MESSAGE_MAX = 160;
/** A shop sends one broadcast at most this often, so customers are not flooded. */
export const BROADCAST_MIN_GAP_SECONDS = 120;

/** A preset, or 'own' with the staff's own words in `message`. */
export const broadcastBody = z
  .strictObject({
    preset: z.enum([...broadcastPresets, 'own']),
    /** 'running_late': by how many minutes. */
    minutes: z.number().int().min(5).max(180).optional(),
    /** 'own': the words, sent as typed. */
    message: text({ max: BROADCAST_MESSAGE_MAX, min: 1, tooShort: 'write a message' }).optional(),
  })
  .refine((b) => (b.preset === 'own') === (b.message !== undefined), {
    message: "write a message for 'own', and none with a preset",
    path: ['message'],
  })
  .refine((b) => b.preset !== 'running_late' || b.minutes !== undefined, {
    message: 'say how many minutes late',
    path: ['minutes'],
  });
export type BroadcastBody = z.input<typeof broadcastBody>;

/** How many of the waiting customers each channel carried the message to. */
export const broadcastResultSchema = z.object({
  waiting: z.number().int(),
  push: z.number().int(),
  text: z.number().int(),
  mail: z.number().int(),
  unreached: z.number().int(),
});
export type BroadcastResult = z.infer<typeof broadcastResultSchema>;
export const broadcastResponse = z.object({ ok: z.literal(true), data: broadcastResultSchema });
