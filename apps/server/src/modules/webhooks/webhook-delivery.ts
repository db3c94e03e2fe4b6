import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { type PostOutcome, postOutbound } from '../../lib/outbound-post';
import { jsonObjectOf, parseJson } from '../../lib/sql-json';
import type { ServiceContext } from '../../plugins/app/service-context';
import { enqueuePausedMail } from './webhook-paused.mails';
import { signedPost } from './webhook-signature';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A delivery is tried for this long, and an endpoint failing this long is paused. */
export const GIVE_UP_AFTER_MS = 72 * HOUR;
/** 30 s, 1, 2, 4... minutes, at most 6 hours apart: about 20 tries over the three days. */
export const retryDelayMs = (attempts: number) => Math.min(6 * HOUR, 30_000 * 2 ** (attempts - 1));
const BATCH = 20;
/** Longer than any POST may take, so a try still under way is never started twice. */
const LEASE_MS = 2 * MINUTE;
/** Rounds of one run: the next event of a subject becomes due once the one before it is sent. */
const ROUNDS = 10;

const claimedSchema = z.object({
  id: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
  endpointId: z.string(),
  url: z.string(),
  secret: z.string(),
  eventId: z.string(),
  shopId: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  eventAt: z.string(),
});
type Claimed = z.infer<typeof claimedSchema>;

const d = webhookDeliveries;
const ev = webhookEvents;
const ep = webhookEndpoints;

/**
 * Leases the due deliveries of endpoints that are on, oldest event first, leaving out any whose
 * subject has an earlier event still on its way to the same endpoint: a receiver hears a
 * walk-in's "called" only after its "joined". Skips rows another node has locked.
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    with due as (
      select dd.id from ${d} dd
      join ${ev} e on e.id = dd.event_id
      join ${ep} p on p.id = dd.endpoint_id
      where dd.status = 'pending' and dd.next_attempt_at <= ${at}
        and (dd.leased_until is null or dd.leased_until < ${at})
        and p.enabled and p.paused_at is null
        and not exists (
          select 1 from ${d} earlier join ${ev} ee on ee.id = earlier.event_id
          where earlier.endpoint_id = dd.endpoint_id and earlier.status = 'pending'
            and ee.subject = e.subject and ee.seq < e.seq
        )
      order by e.seq
      limit ${BATCH}
      for update of dd skip locked
    )
    update ${d} set leased_until = ${at} + ${`${LEASE_MS} milliseconds`}::interval
    from ${ev}, ${ep}
    where ${d}.id in (select id from due)
      and ${ev}.id = ${d}.event_id and ${ep}.id = ${d}.endpoint_id
    returning ${jsonObjectOf(claimedSchema, {
      id: d.id,
      attempts: d.attempts,
      createdAt: d.createdAt,
      endpointId: ep.id,
      url: ep.url,
      secret: ep.secret,
      eventId: ev.id,
      shopId: ev.shopId,
      type: ev.type,
      data: ev.data,
      eventAt: ev.createdAt,
    })}::text as claimed
  `)) as unknown as { rows: { claimed: string }[] };
  return result.rows.map((row) => parseJson(claimedSchema, row.claimed));
}

const isSuccess = (outcome: PostOutcome) =>
  'statusCode' in outcome && outcome.statusCode >= 200 && outcome.statusCode < 300;

function send(ctx: ServiceContext, claimed: Claimed, now: Date) {
  const { webhooks } = ctx.config;
  const payload = {
    id: claimed.eventId,
    type: claimed.type as 'ping',
    createdAt: new Date(claimed.eventAt).toISOString(),
    shopId: claimed.shopId,
    data: claimed.data,
  };
  const post = signedPost(claimed.secret, payload, now, webhooks.userAgent);
  return postOutbound({
    url: claimed.url,
    ...post,
    timeoutMs: webhooks.timeoutMs,
    privateNetworks: webhooks.privateNetworks,
  });
}

/**
 * Writes one try's outcome. A success ends the endpoint's failing streak; a failure is tried
 * again later until three days after the delivery was made, and an endpoint whose every try
 * failed for three days is paused and its owners told, once.
 */
async function recordOutcome(
  ctx: ServiceContext,
  claimed: Claimed,
  outcome: PostOutcome,
  now: Date,
) {
  const answer = {
    attempts: claimed.attempts + 1,
    lastAttemptAt: now,
    lastStatusCode: 'statusCode' in outcome ? outcome.statusCode : null,
    lastError: 'error' in outcome ? outcome.error : null,
    lastErrorDetail: 'error' in outcome ? (outcome.detail ?? null) : null,
    leasedUntil: null,
  };
  if (isSuccess(outcome)) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(d)
        .set({ ...answer, status: 'delivered' })
        .where(eq(d.id, claimed.id));
      await tx.update(ep).set({ failingSince: null }).where(eq(ep.id, claimed.endpointId));
    });
    return;
  }
  const givesUp = now.getTime() - new Date(claimed.createdAt).getTime() >= GIVE_UP_AFTER_MS;
  const pausedNow = await ctx.db.transaction(async (tx) => {
    await tx
      .update(d)
      .set({
        ...answer,
        status: givesUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(answer.attempts)),
      })
      .where(eq(d.id, claimed.id));
    await tx
      .update(ep)
      .set({ failingSince: now })
      .where(and(eq(ep.id, claimed.endpointId), isNull(ep.failingSince)));
    const paused = await tx
      .update(ep)
      .set({ pausedAt: now })
      .where(
        and(
          eq(ep.id, claimed.endpointId),
          isNull(ep.pausedAt),
          lte(ep.failingSince, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
        ),
      )
      .returning();
    for (const endpoint of paused) await enqueuePausedMail(ctx, tx, endpoint);
    return paused.length > 0;
  });
  if (pausedNow) ctx.mail.kick();
}

/**
 * Sends what is due, in rounds, until nothing is; answers how many tries were made. Every node
 * may run it: each try is leased in the database, so no two nodes send one delivery at once.
 */
export async function deliverDueWebhooks(ctx: ServiceContext): Promise<number> {
  let tries = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const now = ctx.now();
    const claimed = await claimDue(ctx.db, now);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (one) => recordOutcome(ctx, one, await send(ctx, one, now), ctx.now())),
    );
    tries += claimed.length;
  }
  return tries;
}
