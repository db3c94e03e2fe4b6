import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  errorCodes,
  MAX_WEBHOOK_ENDPOINTS,
  type NewWebhook,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPatch,
} from '@jono/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { isPrivateAddress } from '../../lib/outbound-post';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import { recordAudit } from '../audit/audit.service';
import { lockShop } from '../shops/shops.service';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type LastAttempt = WebhookEndpoint['lastAttempt'];

/** 32 random bytes, prefixed so a leaked one is recognised for what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const endpointNotFound = () => notFound('No such webhook endpoint');

function stateOf(row: EndpointRow): WebhookEndpoint['state'] {
  if (!row.enabled) return 'disabled';
  return row.pausedAt ? 'paused' : 'active';
}

export const presentEndpoint = (row: EndpointRow, lastAttempt: LastAttempt): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  state: stateOf(row),
  createdAt: row.createdAt.toISOString(),
  failingSince: row.failingSince?.toISOString() ?? null,
  pausedAt: row.pausedAt?.toISOString() ?? null,
  lastAttempt,
});

/** Names a local or private machine without an IP address: never public. */
const localName = /(^localhost$|\.localhost$|\.local$|\.internal$|\.lan$|\.home\.arpa$)/i;

/**
 * Unless the server allows private networks, an endpoint is public and https: the events carry
 * customers' names and numbers, and the server must not be made to call its own neighbours.
 * Names are checked again, resolved, at every delivery.
 */
export function assertAllowedAddress(ctx: ServiceContext, url: string) {
  if (ctx.config.webhooks.privateNetworks) return;
  const { protocol, hostname } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const refusal = (why: string) =>
    new HttpError(400, `url: ${why}`, errorCodes.webhookAddressNotAllowed);
  if (protocol !== 'https:') throw refusal('must be an https address');
  if (localName.test(host) || (isIP(host) && isPrivateAddress(host))) {
    throw refusal('must be a public address, not this machine or a private network');
  }
}

/** Each endpoint's last try, in one query. */
async function lastAttempts(db: Db, endpointIds: string[]) {
  if (endpointIds.length === 0) return new Map<string, LastAttempt>();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      at: webhookDeliveries.lastAttemptAt,
      statusCode: webhookDeliveries.lastStatusCode,
    })
    .from(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.endpointId} in ${endpointIds}`,
        sql`${webhookDeliveries.lastAttemptAt} is not null`,
      ),
    )
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.lastAttemptAt));
  return new Map(
    rows.map((row): [string, LastAttempt] => [
      row.endpointId,
      row.at && {
        at: row.at.toISOString(),
        statusCode: row.statusCode,
        ok: row.statusCode !== null && row.statusCode >= 200 && row.statusCode < 300,
      },
    ]),
  );
}

export async function endpointsOf(db: Db, shopId: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shopId, shopId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  const last = await lastAttempts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentEndpoint(row, last.get(row.id) ?? null));
}

/** The shop's endpoint by id, or 404: another shop's ids are unknown here. */
export async function endpointOf(db: Db, shopId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shopId, shopId)));
  if (!row) throw endpointNotFound();
  return row;
}

async function presentOne(db: Db, row: EndpointRow) {
  return presentEndpoint(row, (await lastAttempts(db, [row.id])).get(row.id) ?? null);
}

/** A new endpoint and its secret, which is shown this once. Ten per shop, counted under lock. */
export async function addEndpoint(ctx: ServiceContext, staff: StaffIdentity, body: NewWebhook) {
  assertAllowedAddress(ctx, body.url);
  return ctx.db.transaction(async (tx) => {
    await lockShop(tx, staff.shopId);
    const [kept] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.shopId, staff.shopId));
    if ((kept?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new HttpError(
        409,
        `A shop keeps at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
        errorCodes.tooManyWebhooks,
      );
    }
    const secret = newSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        shopId: staff.shopId,
        url: body.url,
        events: body.events,
        description: body.description ?? '',
        secret,
        createdAt: ctx.now(),
      })
      .returning();
    if (!row) throw new Error('insert returned no endpoint');
    await recordAudit(tx, {
      shopId: staff.shopId,
      actorId: staff.userId,
      at: ctx.now(),
      action: 'webhook_added',
      subject: { kind: 'integration', id: row.id, label: row.url },
    });
    return { endpoint: presentEndpoint(row, null), secret };
  });
}

/**
 * Changes exactly the fields named. Switching an endpoint on resumes a paused one: its failing
 * streak starts again and what waited is tried at once.
 */
export async function changeEndpoint(
  ctx: ServiceContext,
  staff: StaffIdentity,
  id: string,
  patch: WebhookPatch,
) {
  if (patch.url !== undefined) assertAllowedAddress(ctx, patch.url);
  const current = await endpointOf(ctx.db, staff.shopId, id);
  const resume = patch.enabled === true && (current.pausedAt !== null || !current.enabled);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.events !== undefined ? { events: patch.events } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        ...(resume ? { pausedAt: null, failingSince: null } : {}),
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shopId, staff.shopId)))
      .returning();
    if (!row) throw endpointNotFound();
    if (resume) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: ctx.now() })
        .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
    }
    return presentOne(tx, row);
  });
}

/** A new secret, shown once; the old one signs nothing from now on. */
export async function renewSecret(ctx: ServiceContext, staff: StaffIdentity, id: string) {
  const secret = newSecret();
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ secret })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shopId, staff.shopId)))
    .returning();
  if (!row) throw endpointNotFound();
  return { endpoint: await presentOne(ctx.db, row), secret };
}

/** Removes the endpoint with its delivery log; what was on its way is not sent. */
export async function removeEndpoint(ctx: ServiceContext, staff: StaffIdentity, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shopId, staff.shopId)))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!removed) throw endpointNotFound();
    await recordAudit(tx, {
      shopId: staff.shopId,
      actorId: staff.userId,
      at: ctx.now(),
      action: 'webhook_removed',
      subject: { kind: 'integration', id: removed.id, label: removed.url },
    });
  });
}
