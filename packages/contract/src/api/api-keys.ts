import { z } from 'zod';
import { text } from './text';

/**
 * API keys: the shop's other software calls Jono's staff API with a key the owner made, limited
 * to the scopes the owner chose. A key is shown once and kept only as a hash.
 */
export const apiKeyPaths = {
  /** GET: the shop's keys; POST: make one (its secret is in the answer, never again). */
  list: '/api/manage/api-keys',
  /** DELETE: revoke it; it stops working at once. */
  key: (id: string) => `/api/manage/api-keys/${id}`,
} as const;

/**
 * What a key may do. Each staff route that takes keys names the one scope it needs (the API
 * document lists it); every other route refuses keys.
 */
export const apiKeyScopes = [
  'queue:read',
  'walk_ins:write',
  'bookings:read',
  'bookings:write',
  'analytics:read',
] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** Keys start with this, so one pasted where it should not be is recognised. */
export const API_KEY_PREFIX = 'jono_key_';
/** How many keys one shop may keep. */
export const MAX_API_KEYS = 20;
/** Calls one key may make in a minute; more are answered 429. */
export const API_KEY_CALLS_PER_MINUTE = 300;

export const newApiKeyBody = z.strictObject({
  name: text({ min: 1, max: 80 }),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'choose at least one scope')
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'a scope is listed twice'),
});
export type NewApiKey = z.input<typeof newApiKeyBody>;
export const apiKeyParams = z.object({ id: z.uuid() });

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The key's first characters, to tell keys apart: `jono_key_Ab3d…`. */
  start: z.string(),
  createdAt: z.iso.datetime(),
  /** The owner who made it; its calls act in their name in the activity log. */
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponse = z.object({
  ok: z.literal(true),
  data: z.object({ keys: z.array(apiKeySchema) }),
});
export const madeApiKeyResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: z.object({ key: apiKeySchema, secret: z.string() }),
});
