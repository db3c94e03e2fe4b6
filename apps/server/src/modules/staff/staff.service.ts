import type { Role } from '@jono/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { type AuthContext, endAllSessions, sendInvitation } from '../auth/auth.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listStaff(db: Db, shopId: string) {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.shopId, shopId))
    .orderBy(asc(staffUsers.role), asc(staffUsers.name));
  return rows.map((u) => ({
    userId: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status: u.role === 'receptionist' ? null : u.liveStatus,
    isActive: u.isActive,
    isVerified: u.isVerified,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  }));
}

/** A new barber or receptionist: an account without a password and a mail to set one. */
export async function inviteStaff(
  ctx: AuthContext,
  shopId: string,
  input: { name: string; email: string; role: 'barber' | 'receptionist' },
  language: string,
) {
  try {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(staffUsers)
        .values({
          shopId,
          role: input.role,
          name: input.name,
          email: input.email,
          liveStatus: input.role === 'barber' ? 'available' : null,
          language,
        })
        .returning();
      if (!user) throw new Error('inviting returned nothing');
      await sendInvitation(ctx, tx, user);
    });
    ctx.mail.kick();
  } catch (error) {
    if (isUniqueViolation(error, 'staff_users_email_unique')) {
      throw conflict('Someone already has an account with this email');
    }
    throw error;
  }
}

/** A member of the caller's shop, locked for the change; another shop's id is unknown. */
async function memberForUpdate(db: Db, shopId: string, userId: string) {
  if (!UUID.test(userId)) throw notFound('Staff member not found');
  const [member] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.shopId, shopId)))
    .for('update');
  if (!member) throw notFound('Staff member not found');
  return member;
}

/** Every shop keeps at least one active owner: the last one cannot be demoted or removed. */
async function assertAnotherOwnerRemains(db: Db, shopId: string, userId: string) {
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
  if ((others?.n ?? 0) === 0) {
    throw conflict('A shop needs at least one active owner; make someone else owner first');
  }
}

export async function changeRole(db: Db, shopId: string, userId: string, role: Role) {
  await db.transaction(async (tx) => {
    // Owner rows are locked in a fixed order so two demotions cannot both pass the check.
    await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.shopId, shopId), eq(staffUsers.role, 'owner')))
      .orderBy(asc(staffUsers.id))
      .for('update');
    const member = await memberForUpdate(tx, shopId, userId);
    if (member.role === 'owner' && role !== 'owner')
      await assertAnotherOwnerRemains(tx, shopId, userId);
    await tx
      .update(staffUsers)
      .set({
        role,
        liveStatus: role === 'receptionist' ? null : (member.liveStatus ?? 'available'),
      })
      .where(eq(staffUsers.id, userId));
  });
}

/** Deactivating ends every session of the member at once. */
export async function setActive(
  ctx: AuthContext,
  shopId: string,
  userId: string,
  isActive: boolean,
) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.shopId, shopId), eq(staffUsers.role, 'owner')))
      .orderBy(asc(staffUsers.id))
      .for('update');
    const member = await memberForUpdate(tx, shopId, userId);
    if (!isActive && member.role === 'owner') await assertAnotherOwnerRemains(tx, shopId, userId);
    await tx.update(staffUsers).set({ isActive }).where(eq(staffUsers.id, userId));
    if (!isActive) await endAllSessions(tx, userId, ctx.now);
  });
}

export function assertNotSelf(callerId: string, userId: string) {
  if (callerId === userId) throw new HttpError(400, 'Ask another owner to change your own account');
}
