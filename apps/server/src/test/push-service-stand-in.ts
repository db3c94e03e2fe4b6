/// <reference path="./http-ece.d.ts" />
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A push message as the stand-in received it: decrypted, with the sender's VAPID claims. */
export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed as JSON. */
  message: Record<string, unknown>;
  /** The VAPID public key the sender signed with (the `k` of its Authorization header). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: number;
  urgency: string | undefined;
  /** performance.now() when the request reached the stand-in, before it was read. */
  arrivedAt: number;
}

/** What a browser's PushSubscription.toJSON() gives the page to send to the server. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks the VAPID Authorization header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`,
 * signed by that key, for this push service's origin, expiring within a day, with a contact.
 * Returns the claims and key, or why it is refused.
 */
function verifyVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { error: `no VAPID authorization: ${header}` };
  const [, token = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { error: 'k is not an uncompressed P-256 key' };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const [head = '', body = '', signature = ''] = token.split('.');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return { error: `JWT alg ${header_.alg}` };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { error: 'JWT signature does not verify' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return { error: `JWT aud ${claims.aud}, expected ${origin}` };
  const nowSeconds = Math.floor(now / 1000);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) {
    return { error: `JWT exp ${claims.exp} not within a day` };
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { error: `JWT sub ${claims.sub}` };
  return { claims, key };
}

/**
 * A stand-in for a browser vendor's push service, on 127.0.0.1, speaking the Web Push
 * protocol (RFC 8030/8291/8292): it takes the POST of an aes128gcm-encrypted message with a
 * VAPID JWT, checks the JWT, decrypts the message with the subscription's private key and
 * auth secret (which only the "browser" here knows), and answers 201 like a real one. A
 * subscription marked gone answers 410, as after the user revoked permission.
 */
export async function startPushServiceStandIn() {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const arrivals = new EventEmitter();
  /** How long the stand-in waits before answering: a slow push service. */
  let answerDelayMs = 0;

  const server = createServer(async (request, response) => {
    const arrivedAt = performance.now();
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const body = await bodyOf(request);
    const answer = async (status: number) => {
      if (answerDelayMs > 0) await new Promise((r) => setTimeout(r, answerDelayMs));
      response.writeHead(status).end();
    };
    const subscription = subscriptions.get(id);
    if (request.method !== 'POST' || !subscription) return answer(404);
    if (gone.has(id)) return answer(410);
    const vapid = verifyVapid(request.headers.authorization, origin, Date.now());
    if ('error' in vapid) {
      refused.push(vapid.error ?? 'refused');
      return answer(403);
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      refused.push(`content-encoding ${request.headers['content-encoding']}`);
      return answer(415);
    }
    let text: string;
    try {
      text = decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      }).toString('utf8');
    } catch (error) {
      refused.push(`cannot decrypt: ${String(error)}`);
      return answer(400);
    }
    const push: ReceivedPush = {
      subscriptionId: id,
      message: JSON.parse(text) as Record<string, unknown>,
      vapidKey: vapid.key,
      claims: vapid.claims,
      ttl: Number(request.headers.ttl),
      urgency: request.headers.urgency as string | undefined,
      arrivedAt,
    };
    received.push(push);
    arrivals.emit('push', push);
    return answer(201);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Every message the stand-in refused, and why: a test expects none. */
    refused,
    /** A new subscription as a browser would make it: its own P-256 key pair and auth secret. */
    subscribe(): BrowserSubscription & { id: string } {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      subscriptions.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
      };
    },
    /** The user revoked permission: the service answers 410 Gone from now on. */
    expire(id: string) {
      gone.add(id);
    },
    slowDown(ms: number) {
      answerDelayMs = ms;
    },
    /** Pushes received for a subscription so far. */
    pushesTo: (id: string) => received.filter((p) => p.subscriptionId === id),
    /** The next push for a subscription after the `count` already seen, as it arrives. */
    nextPush(id: string, count = 0, timeoutMs = 5000): Promise<ReceivedPush> {
      const already = received.filter((p) => p.subscriptionId === id)[count];
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const onPush = () => {
          const push = received.filter((p) => p.subscriptionId === id)[count];
          if (!push) return;
          clearTimeout(timer);
          arrivals.off('push', onPush);
          resolve(push);
        };
        const timer = setTimeout(() => {
          arrivals.off('push', onPush);
          reject(new Error(`no push to ${id} within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.on('push', onPush);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
