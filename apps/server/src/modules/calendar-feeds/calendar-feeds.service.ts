import {
  type CalendarFeed,
  type CalendarFeeds,
  type CustomerNameChoice,
  errorCodes,
  type FeedBody,
  type FeedScope,
  type FeedSettings,
  type Language,
  type MadeFeed,
  rolesWithLiveStatus,
} from '@jono/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeedSettings, calendarFeeds } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { hashToken, randomToken } from '../../lib/tokens';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import { shopStaff } from '../auth/staff-accounts.service';
import { editableMember } from '../schedules/week-editors.service';

type FeedRow = typeof calendarFeeds.$inferSelect;

export const DEFAULT_CUSTOMER_NAMES: CustomerNameChoice = 'first';

const ownerOnly = (what: string) => new HttpError(403, what, errorCodes.forbidden);

/** The rows of one scope: the shop's own feed has no member. */
const scopeIs = (shopId: string, scope: FeedScope) =>
  and(
    eq(calendarFeeds.shopId, shopId),
    scope === 'shop' ? isNull(calendarFeeds.memberId) : eq(calendarFeeds.memberId, scope),
  );

/**
 * Whose feed the caller may make or change: the shop's is the owner's; a member's is the
 * owner's or the member's own, as with their hours; receptionists serve nobody.
 */
async function checkScope(db: Db, staff: StaffIdentity, scope: FeedScope) {
  if (scope === 'shop') {
    if (staff.role !== 'owner') throw ownerOnly('Only the owner makes the whole shop’s calendar');
    return;
  }
  await editableMember(db, staff, scope);
}

function present(scope: FeedScope, memberName: string | null, row?: FeedRow): CalendarFeed {
  return {
    scope,
    memberName,
    isActive: row !== undefined,
    withWalkIns: row?.withWalkIns ?? false,
    madeAt: row?.madeAt.toISOString() ?? null,
    lastReadAt: row?.lastReadAt?.toISOString() ?? null,
  };
}

export async function customerNamesOf(db: Db, shopId: string): Promise<CustomerNameChoice> {
  const [row] = await db
    .select({ names: calendarFeedSettings.customerNames })
    .from(calendarFeedSettings)
    .where(eq(calendarFeedSettings.shopId, shopId));
  return row?.names ?? DEFAULT_CUSTOMER_NAMES;
}

/** The feeds the caller may have: the owner the shop's and every serving member's, a barber theirs. */
export async function feedsOf(db: Db, staff: StaffIdentity): Promise<CalendarFeeds> {
  const team = (await shopStaff(db, staff.shopId, { activeOnly: true })).filter(
    (member) =>
      rolesWithLiveStatus.includes(member.role) &&
      (staff.role === 'owner' || member.id === staff.userId),
  );
  const rows = await db.select().from(calendarFeeds).where(eq(calendarFeeds.shopId, staff.shopId));
  const ofMember = new Map(rows.map((row) => [row.memberId, row]));
  const feeds = team.map((member) => present(member.id, member.name, ofMember.get(member.id)));
  return {
    customerNames: await customerNamesOf(db, staff.shopId),
    canChooseNames: staff.role === 'owner',
    feeds: staff.role === 'owner' ? [present('shop', null, ofMember.get(null)), ...feeds] : feeds,
  };
}

async function memberNameOf(db: Db, shopId: string, scope: FeedScope) {
  if (scope === 'shop') return null;
  const team = await shopStaff(db, shopId, { activeOnly: true });
  return team.find((member) => member.id === scope)?.name ?? null;
}

/** The address to subscribe to; its secret exists nowhere else once this answer is sent. */
function addressesOf(publicUrl: string, secret: string) {
  const url = `${publicUrl.replace(/\/+$/, '')}/api/calendar/${secret}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/**
 * Makes the feed, or renews its address: a new secret replaces the old in one statement, so
 * two renewals at once leave one address working and never two feeds.
 */
export async function makeFeed(
  ctx: ServiceContext,
  staff: StaffIdentity,
  scope: FeedScope,
  { withWalkIns }: FeedBody,
  language: Language,
): Promise<MadeFeed> {
  await checkScope(ctx.db, staff, scope);
  const secret = randomToken();
  const values = {
    shopId: staff.shopId,
    memberId: scope === 'shop' ? null : scope,
    secretHash: hashToken(secret),
    withWalkIns,
    language,
    madeAt: ctx.now(),
    lastReadAt: null,
  };
  const [row] = await ctx.db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate(
      scope === 'shop'
        ? {
            target: calendarFeeds.shopId,
            targetWhere: sql`${calendarFeeds.memberId} is null`,
            set: values,
          }
        : {
            target: calendarFeeds.memberId,
            targetWhere: sql`${calendarFeeds.memberId} is not null`,
            set: values,
          },
    )
    .returning();
  const feed = present(scope, await memberNameOf(ctx.db, staff.shopId, scope), row);
  return { feed, ...addressesOf(ctx.config.publicUrl, secret) };
}

/** Changes what an existing feed shows; its address stays. */
export async function changeFeed(
  db: Db,
  staff: StaffIdentity,
  scope: FeedScope,
  { withWalkIns }: FeedBody,
): Promise<CalendarFeed> {
  await checkScope(db, staff, scope);
  const [row] = await db
    .update(calendarFeeds)
    .set({ withWalkIns })
    .where(scopeIs(staff.shopId, scope))
    .returning();
  if (!row) throw notFound('This calendar has no address yet');
  return present(scope, await memberNameOf(db, staff.shopId, scope), row);
}

/** Stops the feed: its address answers "not found" from now on. */
export async function stopFeed(db: Db, staff: StaffIdentity, scope: FeedScope): Promise<void> {
  await checkScope(db, staff, scope);
  const stopped = await db
    .delete(calendarFeeds)
    .where(scopeIs(staff.shopId, scope))
    .returning({ id: calendarFeeds.id });
  if (stopped.length === 0) throw notFound('This calendar has no address to stop');
}

/** How every feed of the shop names customers: the owner's choice. */
export async function changeFeedSettings(
  db: Db,
  staff: StaffIdentity,
  { customerNames }: FeedSettings,
  at: Date,
): Promise<void> {
  if (staff.role !== 'owner')
    throw ownerOnly('Only the owner chooses how calendars name customers');
  await db
    .insert(calendarFeedSettings)
    .values({ shopId: staff.shopId, customerNames, updatedAt: at })
    .onConflictDoUpdate({
      target: calendarFeedSettings.shopId,
      set: { customerNames, updatedAt: at },
    });
}
