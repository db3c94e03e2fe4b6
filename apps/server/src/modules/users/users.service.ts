import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type LiveStatus, rolesWithLiveStatus } from '@jono/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { squareWebp } from '../../lib/images';
import type { StaffIdentity } from '../../plugins/app/auth';
import { type AuthContext, sendVerification } from '../auth/auth.service';

const AVATAR_PIXELS = 256;

/** The text fields of the profile form; each is optional, as a form may send only some. */
export const profileFields = z.object({
  name: z.string().trim().min(2).max(100).optional(),
  email: z.email().trim().toLowerCase().max(200).optional(),
  mailPermissions: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ProfileChanges = z.output<typeof profileFields> & { avatar?: Buffer };

/**
 * Saves a profile. The avatar is re-encoded before anything is written; a changed email
 * needs verifying again, and the verification mail goes out with the change.
 */
export async function updateProfile(
  ctx: AuthContext & { uploadDir: string },
  staff: StaffIdentity,
  changes: ProfileChanges,
) {
  const [current] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staff.userId));
  if (!current) throw new HttpError(404, 'Account not found');

  let avatarPath: string | null = null;
  if (changes.avatar) {
    const picture = await squareWebp(changes.avatar, AVATAR_PIXELS);
    const folder = join(ctx.uploadDir, 'avatars');
    await mkdir(folder, { recursive: true });
    const file = `${staff.userId}-${randomBytes(6).toString('hex')}.webp`;
    await writeFile(join(folder, file), picture);
    avatarPath = `/uploads/avatars/${file}`;
  }

  const isEmailChanged =
    changes.email !== undefined && changes.email !== current.email.toLowerCase();
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffUsers)
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.mailPermissions === undefined
            ? {}
            : { mailPermissions: changes.mailPermissions }),
          ...(avatarPath ? { avatar: avatarPath } : {}),
          ...(isEmailChanged ? { email: changes.email, isVerified: false } : {}),
        })
        .where(eq(staffUsers.id, staff.userId))
        .returning();
      if (!row) throw new HttpError(404, 'Account not found');
      if (isEmailChanged) await sendVerification(ctx, tx, row);
      return row;
    });
    if (isEmailChanged) ctx.mail.kick();
    if (avatarPath && current.avatar?.startsWith('/uploads/avatars/')) {
      await rm(join(ctx.uploadDir, 'avatars', basename(current.avatar)), { force: true });
    }
    return { user: updated, isEmailChanged };
  } catch (error) {
    if (avatarPath) await rm(join(ctx.uploadDir, 'avatars', basename(avatarPath)), { force: true });
    if (isUniqueViolation(error, 'staff_users_email_unique')) {
      throw new HttpError(409, 'Another account already uses this email');
    }
    throw error;
  }
}

/** Owners and barbers set their live status (spec section 6); receptionists have none. */
export async function setLiveStatus(db: Db, staff: StaffIdentity, status: LiveStatus) {
  if (!rolesWithLiveStatus.includes(staff.role)) {
    throw new HttpError(403, 'Only owners and barbers have a live status');
  }
  await db.update(staffUsers).set({ liveStatus: status }).where(eq(staffUsers.id, staff.userId));
}

/** The active staff of the caller's own shop, by role and name. */
export async function teamOf(db: Db, staff: StaffIdentity) {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.shopId, staff.shopId), eq(staffUsers.isActive, true)))
    .orderBy(asc(staffUsers.role), asc(staffUsers.name));
  return rows.map((u) => ({
    userId: u.id,
    name: u.name,
    role: u.role,
    status: rolesWithLiveStatus.includes(u.role) ? u.liveStatus : null,
    avatar: u.avatar,
  }));
}
