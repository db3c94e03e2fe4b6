import type { ApiKey } from '@jono/contract/api/api-keys';
import { type TextUsage, textPaths } from '@jono/contract/api/texts';
import type {
  NewWebhook,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookPatch,
} from '@jono/contract/api/webhooks';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { errorAnswer, fakeServer, jsonAnswer, type RecordedCall } from '@/testing/fake-server';
import { apiKeysAnswer, keysPath } from './api-keys.test-kit';
import { embedAnswer, embedPath, shopName } from './embed.test-kit';
import { IntegrationsPanel } from './integrations-panel';

export const ids = {
  till: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c01',
  website: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c02',
  crm: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c03',
  added: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c04',
} as const;

export const firstSecret = 'whsec_Q2mV7tR4wY1zA8bC3dE6fG0hI5jK2lM9';
export const renewedSecret = 'whsec_Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed';

export const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ids.till,
  url: 'https://till.example/hooks/jono',
  description: 'Till',
  events: ['walk_in.joined', 'booking.paid'],
  state: 'active',
  createdAt: '2026-11-20T08:00:00.000Z',
  failingSince: null,
  pausedAt: null,
  lastAttempt: { at: '2026-11-24T10:15:00.000Z', statusCode: 200, ok: true },
  ...overrides,
});

let serial = 0;
export const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    id,
    eventId: id.replace('8000', '9000'),
    eventType: 'walk_in.joined',
    createdAt: '2026-11-24T10:00:00.000Z',
    status: 'delivered',
    attempts: 1,
    lastAttemptAt: '2026-11-24T10:00:01.000Z',
    lastStatusCode: 200,
    lastError: null,
    lastErrorDetail: null,
    nextAttemptAt: null,
    replayOf: null,
    ...overrides,
  };
};

/** The till (active), the website (switched off, every event) and the CRM (paused). */
export const threeEndpoints = (): WebhookEndpoint[] => [
  endpoint(),
  endpoint({
    id: ids.website,
    url: 'https://website.example/webhook',
    description: '',
    events: [
      'walk_in.joined',
      'walk_in.called',
      'walk_in.started',
      'walk_in.finished',
      'walk_in.left',
      'walk_in.no_show',
      'booking.created',
      'booking.paid',
      'booking.moved',
      'booking.cancelled',
      'refund.settled',
      'review.posted',
    ],
    state: 'disabled',
    lastAttempt: null,
  }),
  endpoint({
    id: ids.crm,
    url: 'https://crm.example/in',
    description: 'Customer records',
    events: ['review.posted'],
    state: 'paused',
    failingSince: '2026-11-18T07:30:00.000Z',
    pausedAt: '2026-11-21T07:30:00.000Z',
    lastAttempt: { at: '2026-11-21T07:30:00.000Z', statusCode: null, ok: false },
  }),
];

/** This month's texts: 120 of a 500-segment cap, and 3 numbers that answered STOP. */
export const textUsage = (overrides: Partial<TextUsage> = {}): TextUsage => ({
  enabled: true,
  month: '2026-11',
  segmentsUsed: 120,
  segmentCap: 500,
  optedOut: 3,
  ...overrides,
});

const bodyOf = async <T,>(call: RecordedCall): Promise<T> => call.request.clone().json();

/**
 * The integrations server over a model: the sites that may show the embed, webhook endpoints
 * and each one's log (newest first, `pageSize` a page, the cursor naming the last delivery
 * given), API keys and the month's text usage. `refuse` may answer a call first.
 */
export function integrationsServer({
  sites = [],
  endpoints = threeEndpoints(),
  deliveries = {},
  pageSize = 50,
  keys = [],
  texts = textUsage(),
  refuse,
}: {
  sites?: string[];
  endpoints?: WebhookEndpoint[];
  deliveries?: Record<string, WebhookDelivery[]>;
  pageSize?: number;
  keys?: ApiKey[];
  texts?: TextUsage;
  refuse?: (call: RecordedCall) => Response | undefined;
} = {}) {
  const model = {
    sites: [...sites],
    endpoints: structuredClone(endpoints),
    logs: structuredClone(deliveries),
    keys: structuredClone(keys),
  };
  const find = (id: string | undefined) => model.endpoints.find((one) => one.id === id);
  const server = fakeServer(async (call) => {
    const refused = refuse?.(call);
    if (refused) return refused;
    if (call.path === embedPath) return embedAnswer(call, model);
    if (call.path === textPaths.usage) return jsonAnswer(200, { ok: true, data: texts });
    if (call.path.startsWith(keysPath)) return apiKeysAnswer(call, model);
    const [, , , , id, part, deliveryId] = call.path.split('/');
    if (!id) {
      if (call.method === 'GET') {
        return jsonAnswer(200, { ok: true, data: { endpoints: model.endpoints } });
      }
      const body = await bodyOf<NewWebhook>(call);
      const made = endpoint({
        id: ids.added,
        url: body.url,
        description: body.description ?? '',
        events: body.events,
        lastAttempt: null,
      });
      model.endpoints.push(made);
      const data = { endpoint: made, secret: firstSecret };
      return jsonAnswer(200, { ok: true, message: 'Added', data });
    }
    const current = find(id);
    if (!current) return errorAnswer(404, 'Not found', 'NOT_FOUND');
    const log = model.logs[id] ?? [];
    model.logs[id] = log;
    if (!part) return endpointCall(call, model, current);
    if (part === 'secret') {
      const data = { endpoint: current, secret: renewedSecret };
      return jsonAnswer(200, { ok: true, message: 'Renewed', data });
    }
    if (part === 'ping') {
      const ping = delivery({ eventType: 'ping', status: 'pending', attempts: 0 });
      log.unshift({ ...ping, lastAttemptAt: null, lastStatusCode: null });
      return jsonAnswer(200, { ok: true, message: 'Sent', data: log[0] });
    }
    if (call.method === 'GET') {
      const before = new URL(call.request.url).searchParams.get('before');
      const from = before ? log.findIndex((one) => one.id === before) + 1 : 0;
      const page = log.slice(from, from + pageSize);
      const cursor = from + pageSize < log.length ? (page.at(-1)?.id ?? null) : null;
      return jsonAnswer(200, { ok: true, data: { deliveries: page, cursor } });
    }
    return replayCall(log, deliveryId);
  });
  return { ...server, model, bodyOf };
}

async function endpointCall(
  call: RecordedCall,
  model: { endpoints: WebhookEndpoint[] },
  current: WebhookEndpoint,
) {
  if (call.method === 'DELETE') {
    model.endpoints = model.endpoints.filter((one) => one !== current);
    return jsonAnswer(200, { ok: true, message: 'Removed' });
  }
  const { enabled, ...fields } = await bodyOf<WebhookPatch>(call);
  Object.assign(current, fields);
  if (enabled === false) current.state = 'disabled';
  if (enabled === true)
    Object.assign(current, { state: 'active', failingSince: null, pausedAt: null });
  return jsonAnswer(200, { ok: true, message: 'Changed', data: current });
}

function replayCall(log: WebhookDelivery[], deliveryId: string | undefined) {
  const original = log.find((one) => one.id === deliveryId);
  if (!original) return errorAnswer(404, 'Not found', 'NOT_FOUND');
  if (original.status === 'pending') {
    return errorAnswer(409, 'Still being tried', 'WEBHOOK_DELIVERY_PENDING');
  }
  const replay = delivery({
    eventId: original.eventId,
    eventType: original.eventType,
    status: 'pending',
    attempts: 0,
    lastAttemptAt: null,
    lastStatusCode: null,
    replayOf: original.id,
  });
  log.unshift(replay);
  return jsonAnswer(200, { ok: true, message: 'Replaying', data: replay });
}

export function renderPanel() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <IntegrationsPanel shopName={shopName} />
      </Provider>
    </I18nextProvider>,
  );
}

/** An endpoint's card, found by its address (the card's name). */
export const cardOf = async (url: string) =>
  within(await screen.findByRole('article', { name: url }));
