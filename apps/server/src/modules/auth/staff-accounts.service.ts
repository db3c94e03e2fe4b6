import { weekdayHoursSchema } from '@jono/contract';
import { and, asc, count, eq, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { jsonObjectOf } from '../../lib/sql-json';

export type LiveStatus = NonNullable<typeof staffUsers.$inferSelect.liveStatus>;

/** A barber's id, live status and weekly hours, as `activeBarberStatuses` lists them. */
export const barberStatusSchema = z.object({
  id: z.string(),
  liveStatus: z.enum(staffUsers.liveStatus.enumValues).nullable(),
  breakEndsAt: z.string().nullable(),
  weeklyHours: z.array(weekdayHoursSchema).nullable(),
});

/** When a member on a break is back, as it leaves the server; null for any other status. */
export const breakEndOf = (user: Pick<StaffAccount, 'liveStatus' | 'breakEndsAt'>) =>
  user.liveStatus === 'on_break' ? (user.breakEndsAt?.toISOString() ?? null) : null;

/** Who may cut hair: an active owner or barber. */
const cutsHair = and(eq(staffUsers.isActive, true), inArray(staffUsers.role, ['owner', 'barber']));

/**
 * The active owners and barbers of several shops, by name: who may cut hair there, with
 * what customers see of them and the live status staff keep.
 */
export function activeBarbers(db: Db, shopIds: readonly string[]) {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      shopId: staffUsers.shopId,
      id: staffUsers.id,
      name: staffUsers.name,
      role: staffUsers.role,
      avatar: staffUsers.avatar,
      liveStatus: staffUsers.liveStatus,
      breakEndsAt: staffUsers.breakEndsAt,
      weeklyHours: staffUsers.weeklyHours,
    })
    .from(staffUsers)
    .where(and(inArray(staffUsers.shopId, [...shopIds]), cutsHair))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
}

/**
 * As a JSON list, in a statement about the shop `shopId`: the ids and live statuses of its
 * active owners and barbers, in `activeBarbers`' order.
 */
export function activeBarberStatuses(shopId: SQLWrapper): SQL<string> {
  const u = staffUsers;
  const status = jsonObjectOf(barberStatusSchema, {
    id: u.id,
    liveStatus: u.liveStatus,
    breakEndsAt: u.breakEndsAt,
    weeklyHours: u.weeklyHours,
  });
  return sql`(select coalesce(json_agg(${status}
      order by ${u.name}, ${u.id}), '[]')
    from ${u} where ${u.shopId} = ${shopId} and ${cutsHair})`;
}

const memberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  role: staffUsers.role,
  isActive: staffUsers.isActive,
  weeklyHours: staffUsers.weeklyHours,
};

/** One member of a shop's staff, by id; null when the id names nobody of that shop. */
export async function shopMember(db: Db, shopId: string, userId: string) {
  const [member] = await db
    .select(memberColumns)
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.shopId, shopId)));
  return member ?? null;
}

/** Inside a transaction: one member of a shop's staff, locked for a decision about them. */
export async function lockShopMember(tx: Db, shopId: string, userId: string) {
  const [member] = await tx
    .select(memberColumns)
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.shopId, shopId)))
    .for('update');
  return member ?? null;
}

export type StaffAccount = typeof staffUsers.$inferSelect;
type AccountChanges = Partial<
  Pick<
    StaffAccount,
    | 'role'
    | 'liveStatus'
    | 'breakEndsAt'
    | 'weeklyHours'
    | 'isActive'
    | 'name'
    | 'mailPermissions'
    | 'pushWidgetSeconds'
    | 'avatar'
    | 'phone'
    | 'pendingEmail'
  >
>;

/** The members of a shop (or only its active ones), by role and name. */
export function shopStaff(db: Db, shopId: string, { activeOnly }: { activeOnly: boolean }) {
  return db
    .select()
    .from(staffUsers)
    .where(
      and(eq(staffUsers.shopId, shopId), activeOnly ? eq(staffUsers.isActive, true) : undefined),
    )
    .orderBy(asc(staffUsers.role), asc(staffUsers.name));
}

/** One account by id, for its own profile; null when unknown. */
export async function staffAccount(db: Db, userId: string): Promise<StaffAccount | null> {
  const [account] = await db.select().from(staffUsers).where(eq(staffUsers.id, userId));
  return account ?? null;
}

/** Inside a transaction: one account by id, locked for a change; null when unknown. */
export async function lockStaffAccount(tx: Db, userId: string): Promise<StaffAccount | null> {
  const [account] = await tx
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, userId))
    .for('update');
  return account ?? null;
}

/** A new account of a shop's staff, without a password yet (an invitation sets one). */
export async function createStaffAccount(
  tx: Db,
  values: Pick<
    typeof staffUsers.$inferInsert,
    'shopId' | 'role' | 'name' | 'email' | 'liveStatus' | 'language'
  >,
): Promise<StaffAccount> {
  const [account] = await tx.insert(staffUsers).values(values).returning();
  if (!account) throw new Error('creating a staff account returned nothing');
  return account;
}

/**
 * Inside a transaction: the shop's owner rows locked in a fixed order, then the member's row;
 * so two demotions or deactivations of owners cannot both pass the "another owner" check.
 * Null when the id names nobody of that shop.
 */
export async function lockOwnersAndMember(
  tx: Db,
  shopId: string,
  userId: string,
): Promise<StaffAccount | null> {
  await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.shopId, shopId), eq(staffUsers.role, 'owner')))
    .orderBy(asc(staffUsers.id))
    .for('update');
  const [member] = await tx
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.shopId, shopId)))
    .for('update');
  return member ?? null;
}

/** How many active owners the shop has besides this member. */
export async function otherActiveOwners(db: Db, shopId: string, userId: string) {
  const [others] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.shopId, shopId),
        eq(staffUsers.role, 'owner'),
        eq(staffUsers.isActive, true),
        ne(staffUsers.id, userId),
      ),
    );
  return others?.n ?? 0;
}

/** Whether another account already logs in with this (lower-case) email. */
export async function emailUsedByAnother(db: Db, email: string, userId: string) {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(sql`lower(${staffUsers.email}) = ${email}`, ne(staffUsers.id, userId)));
  return rows.length > 0;
}

/** Changes an account's own fields; answers the changed row, or null when unknown. */
export async function updateStaffAccount(
  db: Db,
  userId: string,
  changes: AccountChanges,
): Promise<StaffAccount | null> {
  const [account] = await db
    .update(staffUsers)
    .set(changes)
    .where(eq(staffUsers.id, userId))
    .returning();
  return account ?? null;
}

/** The shop's active owners who can be written to: whom a shop-wide problem is told. */
export async function activeOwnersOf(db: Db, shopId: string) {
  return db
    .select({ name: staffUsers.name, email: staffUsers.email, language: staffUsers.language })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.shopId, shopId),
        eq(staffUsers.role, 'owner'),
        eq(staffUsers.isActive, true),
      ),
    );
}
