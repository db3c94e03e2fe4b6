import type { ApiKeyScope } from '../api/api-keys';

/**
 * Each scope's place in the texts (`apiKeys.scopes.<key>.name` and `.allows`): a scope holds a
 * colon, which i18next reads as a namespace. A scope the contract adds fails the typecheck
 * here until it has words.
 */
export const scopeTextKey = {
  'queue:read': 'queueRead',
  'walk_ins:write': 'walkInsWrite',
  'bookings:read': 'bookingsRead',
  'bookings:write': 'bookingsWrite',
  'analytics:read': 'analyticsRead',
} as const satisfies Record<ApiKeyScope, string>;
