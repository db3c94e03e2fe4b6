import type { ApiKey, NewApiKey } from '@jono/contract/api/api-keys';
import { errorAnswer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';

export const keysPath = '/api/manage/api-keys';

export const keyIds = {
  till: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01',
  website: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02',
  made: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d03',
} as const;

export const madeKeySecret = 'jono_key_Nw4Qp8Rt2Ys6Uv0Xz3Bc7De1Fg5Hj9Km';

export const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: keyIds.till,
  name: 'Till',
  scopes: ['queue:read', 'walk_ins:write'],
  start: 'jono_key_Ab3d',
  createdAt: '2026-11-20T08:00:00.000Z',
  createdBy: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01', name: 'Aino Owner' },
  lastUsedAt: '2026-11-24T10:15:00.000Z',
  ...overrides,
});

/** The till's key (used) and the website's (never used). */
export const twoKeys = (): ApiKey[] => [
  apiKey(),
  apiKey({
    id: keyIds.website,
    name: 'Website',
    scopes: ['bookings:read', 'analytics:read'],
    start: 'jono_key_Zy9x',
    lastUsedAt: null,
  }),
];

/** The API keys part of the fake server, over the model's `keys`. */
export async function apiKeysAnswer(call: RecordedCall, model: { keys: ApiKey[] }) {
  const id = call.path.split('/')[4];
  if (!id) {
    if (call.method === 'GET') return jsonAnswer(200, { ok: true, data: { keys: model.keys } });
    const body: NewApiKey = await call.request.clone().json();
    const key = apiKey({
      id: keyIds.made,
      name: body.name,
      scopes: body.scopes,
      start: madeKeySecret.slice(0, 13),
      createdAt: '2026-11-25T09:00:00.000Z',
      lastUsedAt: null,
    });
    model.keys.push(key);
    return jsonAnswer(201, { ok: true, message: 'Made', data: { key, secret: madeKeySecret } });
  }
  if (!model.keys.some((one) => one.id === id)) return errorAnswer(404, 'Not found', 'NOT_FOUND');
  model.keys = model.keys.filter((one) => one.id !== id);
  return jsonAnswer(200, { ok: true, message: 'Revoked' });
}
