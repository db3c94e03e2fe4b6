import {
  type ApiKey,
  type ApiKeyScope,
  apiKeyPaths,
  apiKeysResponse,
  madeApiKeyResponse,
  type NewApiKey,
} from '@jono/contract/api/api-keys';
import type { z } from 'zod';
import { api, apiPath, malformedAnswer } from '@/lib/api-client';

export type { ApiKey, ApiKeyScope, NewApiKey };

/** A key just made: the only answer that ever carries its secret. */
export type MadeApiKey = z.infer<typeof madeApiKeyResponse>['data'];

/** The shop's keys: listed, made, revoked. */
export const apiKeyTags = { keys: 'ApiKeys' } as const;

/** The shared API slice with this feature's tag, added once. */
const apiKeysApiBase = api.enhanceEndpoints({ addTagTypes: Object.values(apiKeyTags) });

const apiKeysApi = apiKeysApiBase.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKey[], void>({
      query: () => apiPath(apiKeyPaths.list),
      rawResponseSchema: apiKeysResponse,
      transformResponse: (response: { data: { keys: ApiKey[] } }) => response.data.keys,
      catchSchemaFailure: malformedAnswer,
      providesTags: [apiKeyTags.keys],
    }),
    makeApiKey: build.mutation<MadeApiKey, NewApiKey>({
      query: (body) => ({ url: apiPath(apiKeyPaths.list), method: 'POST', body }),
      rawResponseSchema: madeApiKeyResponse,
      transformResponse: (response: { data: MadeApiKey }) => response.data,
      catchSchemaFailure: malformedAnswer,
      invalidatesTags: [apiKeyTags.keys],
    }),
    /** The key stops working at once. */
    revokeApiKey: build.mutation<unknown, string>({
      query: (id) => ({ url: apiPath(apiKeyPaths.key(id)), method: 'DELETE' }),
      invalidatesTags: [apiKeyTags.keys],
    }),
  }),
});

export const { useApiKeysQuery, useMakeApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
