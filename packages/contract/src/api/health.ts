import { z } from 'zod';

export const healthPath = '/api/health';

export const healthResponse = z.object({
  ok: z.boolean(),
  version: z.string(),
  database: z.enum(['up', 'down']),
  /**
   * With several nodes (REDIS_URL set): whether Redis answers. While it is down the node
   * still serves, and its live updates reach only the pages connected to it.
   */
  redis: z.enum(['up', 'down']).optional(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
