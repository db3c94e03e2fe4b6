import { errorCodes, type Language, type Role } from '@jono/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import { inTransaction } from '../../lib/in-transaction';
import type { ServiceContext } from '../../plugins/app/service-context';
import { type AuditFact, recordAudit } from '../audit/audit.service';
import { endStaffAccess } from '../auth/auth.events';
import { endAllSessions, invitationsSentSince, sendInvitation } from '../auth/auth.service';
import {
  createStaffAccount,
  lockOwnersAndMember,
  otherActiveOwners,
  shopStaff,
  updateStaffAccount,
} from '../auth/staff-accounts.service';
import { announceQueueChange } from '../queue/live';
import { assertOwnerEmailProven, lockShop } from '../shops/shops.service';
import { announceStaffStatus } from '../users/users.events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner making a change to the team, as `staffOf` gives them. */
interface TeamEditor {
  shopId: string;
  userId: string;
}

/** A change to a member of the team, on the shop's record under the member's name. */
function recordTeamChange(
  ctx: ServiceContext,
  tx: Db,
  editor: TeamEditor,
  member: { id: string; name: string },
  action: AuditFact['action'],
  details?: AuditFact['details'],
) {
  return recordAudit(tx, {
    shopId: editor.shopId,
    actorId: editor.userId,
    at: ctx.now(),
    action,
    subject: { kind: 'staff', id: member.id, label: member.name },
    ...(details ? { details } : {}),
  });
}

export async function listStaff(db: Db, shopId: string) {
  const rows = await shopStaff(db, shopId, { activeOnly: false });
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

/** Invitations a shop may send in any 24 hours: a team's needs, not a mailing list's. */
export const MAX_INVITATIONS_PER_DAY = 20;
const DAY_MS = 24 * 3_600_000;

/**
 * Counted under the shop's lock, so invitations sent at the same moment are counted one
 * after the other and cannot all slip under the limit.
 */
async function assertInvitationLeft(tx: Db, shopId: string, now: Date) {
  const sent = await invitationsSentSince(tx, shopId, new Date(now.getTime() - DAY_MS));
  if (sent.count < MAX_INVITATIONS_PER_DAY) return;
  const freeAt = (sent.oldest?.getTime() ?? now.getTime()) + DAY_MS;
  throw new HttpError(
    429,
    `A shop sends at most ${MAX_INVITATIONS_PER_DAY} invitations a day; try again later`,
    errorCodes.tooManyInvitations,
    {},
    { 'retry-after': String(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))) },
  );
}

/**
 * A new barber or receptionist: an account without a password and a mail to set one; only
 * once the owner's e-mail is proven, and within the shop's daily number of invitations.
 */
export async function inviteStaff(
  ctx: ServiceContext,
  editor: TeamEditor,
  input: { name: string; email: string; role: 'barber' | 'receptionist' },
  language: Language,
) {
  const { shopId } = editor;
  try {
    await ctx.db.transaction(async (tx) => {
      assertOwnerEmailProven(await lockShop(tx, shopId));
      await assertInvitationLeft(tx, shopId, ctx.now());
      const user = await createStaffAccount(tx, {
        shopId,
        role: input.role,
        name: input.name,
        email: input.email,
        liveStatus: input.role === 'barber' ? 'available' : null,
        language,
      });
      await sendInvitation(ctx, tx, user);
      await recordTeamChange(ctx, tx, editor, user, 'staff_invited', { roleAfter: input.role });
    });
    ctx.mail.kick();
  } catch (error) {
    if (isUniqueViolation(error, 'staff_users_email_unique')) {
      throw new HttpError(
        409,
        'Someone already has an account with this email',
        errorCodes.emailTaken,
      );
    }
    throw error;
  }
}

/**
 * A member of the caller's shop, locked for the change with the shop's owners (in a fixed
 * order, so two demotions cannot both pass the check); another shop's id is unknown.
 */
async function memberForUpdate(tx: Db, shopId: string, userId: string) {
  if (!UUID.test(userId)) throw notFound('Staff member not found');
  const member = await lockOwnersAndMember(tx, shopId, userId);
  if (!member) throw notFound('Staff member not found');
  return member;
}

/** Every shop keeps at least one active owner: the last one cannot be demoted or removed. */
async function assertAnotherOwnerRemains(db: Db, shopId: string, userId: string) {
  if ((await otherActiveOwners(db, shopId, userId)) === 0) {
    throw new HttpError(
      409,
      'A shop needs at least one active owner; make someone else owner first',
      errorCodes.lastOwner,
    );
  }
}

/** A changed role changes what the member may do: once committed, their screens renew access. */
export async function changeRole(
  ctx: ServiceContext,
  editor: TeamEditor,
  userId: string,
  role: Role,
) {
  const { shopId } = editor;
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const member = await memberForUpdate(tx, shopId, userId);
    // Saving the same role again changes nothing, and puts nothing on the record.
    if (member.role === role) return;
    if (member.role === 'owner' && role !== 'owner')
      await assertAnotherOwnerRemains(tx, shopId, userId);
    const liveStatus = role === 'receptionist' ? null : (member.liveStatus ?? 'available');
    // A receptionist keeps no status, so a break they were on ends with it.
    const breakEnd = liveStatus === null ? { breakEndsAt: null } : {};
    await updateStaffAccount(tx, userId, { role, liveStatus, ...breakEnd });
    await recordTeamChange(ctx, tx, editor, member, 'staff_role_changed', {
      roleBefore: member.role,
      roleAfter: role,
    });
    effects.afterCommit(() => endStaffAccess(ctx.io, { shopId, userId }));
  });
}

/**
 * Deactivating ends every session of the member at once; once committed, their open screens
 * lose access and colleagues see them away.
 */
export async function setActive(
  ctx: ServiceContext,
  editor: TeamEditor,
  userId: string,
  isActive: boolean,
) {
  const { shopId } = editor;
  const now = ctx.now();
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const member = await memberForUpdate(tx, shopId, userId);
    if (!isActive && member.role === 'owner') await assertAnotherOwnerRemains(tx, shopId, userId);
    await updateStaffAccount(tx, userId, { isActive });
    if (member.isActive !== isActive) {
      const action = isActive ? 'staff_activated' : 'staff_deactivated';
      await recordTeamChange(ctx, tx, editor, member, action);
    }
    if (isActive) return;
    await endAllSessions(tx, userId, now);
    effects.afterCommit(() => {
      endStaffAccess(ctx.io, { shopId, userId });
      announceStaffStatus(ctx.io, shopId, { userId, status: 'away', breakEndsAt: null });
      // A barber gone from the team no longer takes a chair: the queue's pages hear it.
      void announceQueueChange(ctx, shopId);
    });
  });
}

export function assertNotSelf(callerId: string, userId: string) {
  if (callerId === userId) throw new HttpError(400, 'Ask another owner to change your own account');
}
