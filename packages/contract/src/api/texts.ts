import { z } from 'zod';

/** Text messages to walk-ins: what the shop used this month against its cap. */
export const textPaths = {
  /** GET (owner): this month's text usage and the cap. */
  usage: '/api/manage/texts',
} as const;

export const textUsageSchema = z.object({
  /** Whether this server sends texts at all (SMS_URL is set). */
  enabled: z.boolean(),
  /** 'YYYY-MM' (UTC): the month counted. */
  month: z.string(),
  /** Segments written this month, failed ones included: the network charges them. */
  segmentsUsed: z.number().int(),
  /** The monthly cap in segments; 0 is no cap. */
  segmentCap: z.number().int(),
  /** Numbers that answered STOP to this shop's texts. */
  optedOut: z.number().int(),
});
export type TextUsage = z.infer<typeof textUsageSchema>;

export const textUsageResponse = z.object({ ok: z.literal(true), data: textUsageSchema });
