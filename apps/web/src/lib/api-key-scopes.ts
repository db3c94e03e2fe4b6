import { type ApiKeyScope, apiKeyScopes } from '@jono/contract/api/api-keys';
import type { TFunction } from 'i18next';

/**
 * Each scope's place in the texts (`apiKeys.scopes.<key>.name` and `.allows`): a scope holds a
 * colon, which i18next reads as a namespace. A scope the contract adds fails the typecheck
 * here until it has words. Shared by the integrations page and the activity log.
 */
export const scopeTextKey = {
  'queue:read': 'queueRead',
  'walk_ins:write': 'walkInsWrite',
  'bookings:read': 'bookingsRead',
  'bookings:write': 'bookingsWrite',
  'analytics:read': 'analyticsRead',
} as const satisfies Record<ApiKeyScope, string>;

const isApiKeyScope = (value: string): value is ApiKeyScope =>
  (apiKeyScopes as readonly string[]).includes(value);

/**
 * A scope's name in the reader's language ("Read the queue"). One newer than this page, as an
 * old record may hold, shows as the server names it.
 */
export const scopeName = (t: TFunction, scope: string): string =>
  isApiKeyScope(scope) ? t(`apiKeys.scopes.${scopeTextKey[scope]}.name`) : scope;
