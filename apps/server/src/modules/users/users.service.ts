import {
  DEFAULT_BREAK_MINUTES,
  errorCodes,
  type LiveStatusChange,
  normalisePhone,
  patchSchema,
  pushWidgetSecondsSchema,
  rolesWithLiveStatus,
  text,
  withTextRule,
} from '@jono/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { squareWebp } from '../../lib/images';
import { inTransaction } from '../../lib/in-transaction';
import { replacePicture } from '../../lib/stored-pictures';
import type { StaffIdentity } from '../../plugins/app/auth';
import type { ServiceContext } from '../../plugins/app/service-context';
import {
  confirmCurrentPassword,
  emailTaken,
  noticePhoneChange,
  phoneTaken,
  requestEmailChange,
} from '../auth/login-change.service';
import {
  breakEndOf,
  emailUsedByAnother,
  lockStaffAccount,
  shopStaff,
  staffAccount,
  updateStaffAccount,
} from '../auth/staff-accounts.service';
import { announceQueueChange } from '../queue/live';
import { resumeDay, takeRestOfDayOff } from '../schedules/time-off.service';
import { sessionShop } from '../shops/shops.service';
import { announceStaffStatus } from './users.events';

const AVATAR_PIXELS = 256;

/** What the profile form may change, its text fields and the avatar: at least one of them. */
export const profileFields = patchSchema(
  z.object({
    name: text({ min: 2, max: 100 }),
    email: withTextRule(z.email()).trim().toLowerCase().max(200),
    phone: text({ min: 5, max: 30 }),
    mailPermissions: z.enum(['true', 'false']).transform((v) => v === 'true'),
    // A form field is text: plain digits only, so an empty field never reads as 0 (until closed).
    pushWidgetSeconds: z
      .string()
      .regex(/^(0|[1-9]\d?)$/)
      .transform(Number)
      .pipe(pushWidgetSecondsSchema),
    avatar: z.instanceof(Buffer),
  }),
);
export type ProfileChanges = z.output<typeof profileFields>;

/** Who asks for a change of the email or phone an account logs in with, and how they prove it. */
export interface ChangeCredentials {
  currentPassword: string | undefined;
  clientAddress: string;
}

/**
 * Saves a profile. The avatar is re-encoded before anything is written. A new email or phone
 * needs the current password first: a new email waits, as the pending email, for the link
 * sent to it, and the address the account logs in with now hears of either change.
 */
export async function updateProfile(
  ctx: ServiceContext,
  staff: StaffIdentity,
  changes: ProfileChanges,
  credentials: ChangeCredentials,
) {
  const current = await staffAccount(ctx.db, staff.userId);
  if (!current) throw new HttpError(404, 'Account not found');

  const newEmail =
    changes.email !== undefined && changes.email !== current.email.toLowerCase()
      ? changes.email
      : null;
  const phone = changes.phone === undefined ? undefined : normalisePhone(changes.phone);
  if (phone === null) {
    throw new HttpError(400, 'body.phone: Invalid phone number', errorCodes.validation);
  }
  const newPhone = phone !== undefined && phone !== current.phone ? phone : null;
  if (newEmail || newPhone) {
    await confirmCurrentPassword(
      ctx,
      current,
      credentials.currentPassword,
      credentials.clientAddress,
    );
  }
  if (newEmail && (await emailUsedByAnother(ctx.db, newEmail, current.id))) throw emailTaken();
  const save = (avatar: string | null) =>
    ctx.db.transaction(async (tx) => {
      const before = await lockStaffAccount(tx, staff.userId);
      if (!before) throw new HttpError(404, 'Account not found');
      const row = await updateStaffAccount(tx, staff.userId, {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.mailPermissions === undefined
          ? {}
          : { mailPermissions: changes.mailPermissions }),
        ...(changes.pushWidgetSeconds === undefined
          ? {}
          : { pushWidgetSeconds: changes.pushWidgetSeconds }),
        ...(avatar ? { avatar } : {}),
        ...(newPhone ? { phone: newPhone } : {}),
        ...(newEmail ? { pendingEmail: newEmail } : {}),
      });
      if (!row) throw new HttpError(404, 'Account not found');
      if (newEmail) await requestEmailChange(ctx, tx, current, newEmail);
      if (newPhone) await noticePhoneChange(ctx, tx, current, newPhone);
      return { result: row, previous: before.avatar };
    });
  try {
    const updated = changes.avatar
      ? await replacePicture(
          { uploadDir: ctx.config.uploadDir, folder: 'avatars', ownerId: staff.userId },
          await squareWebp(changes.avatar, AVATAR_PIXELS),
          save,
        )
      : (await save(null)).result;
    if (newEmail || newPhone) ctx.mail.kick();
    return { user: updated, isEmailChanged: newEmail !== null };
  } catch (error) {
    if (isUniqueViolation(error, 'staff_users_phone_unique')) throw phoneTaken();
    throw error;
  }
}

/**
 * Owners and barbers set their live status; receptionists have none. A break always has an
 * end: the length asked for, or the default one, from now; its length alone can be changed
 * while on it (to extend it or cut it short). Any other status ends the break. "Away for
 * today" also takes the rest of the day off; any status at work gives it back.
 */
export async function setLiveStatus(
  ctx: ServiceContext,
  staff: StaffIdentity,
  change: LiveStatusChange,
) {
  if (!rolesWithLiveStatus.includes(staff.role)) {
    throw new HttpError(403, 'Only owners and barbers have a live status');
  }
  return inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    // The body's schema lets a length come only with a break or alone, to change one.
    const status = change.status ?? 'on_break';
    const isChangingBreak = change.status === undefined;
    if (isChangingBreak && (await lockStaffAccount(tx, staff.userId))?.liveStatus !== 'on_break') {
      throw new HttpError(409, 'You are not on a break', errorCodes.notOnBreak);
    }
    const minutes =
      change.breakMinutes ??
      (await sessionShop(tx, staff.shopId))?.defaultBreakMinutes ??
      DEFAULT_BREAK_MINUTES;
    const breakEndsAt =
      status === 'on_break' ? new Date(ctx.now().getTime() + minutes * 60_000) : null;
    await updateStaffAccount(tx, staff.userId, { liveStatus: status, breakEndsAt });
    if (change.forToday) await takeRestOfDayOff(tx, staff, ctx.now());
    else if (status !== 'away') await resumeDay(tx, staff.userId, ctx.now());
    // Every staff screen of the shop sees the change once it is stored; the chairs at work
    // changed, so the shop's pages and its customers' places hear the queue again.
    effects.afterCommit(() => {
      announceStaffStatus(ctx.io, staff.shopId, { userId: staff.userId, status, breakEndsAt });
      void announceQueueChange(ctx, staff.shopId);
    });
    return { status, breakEndsAt: breakEndsAt?.toISOString() ?? null };
  });
}

/** The active staff of the caller's own shop, by role and name. */
export async function teamOf(db: Db, staff: StaffIdentity) {
  const rows = await shopStaff(db, staff.shopId, { activeOnly: true });
  return rows.map((u) => ({
    userId: u.id,
    name: u.name,
    role: u.role,
    status: rolesWithLiveStatus.includes(u.role) ? u.liveStatus : null,
    breakEndsAt: breakEndOf(u),
    avatar: u.avatar,
  }));
}
