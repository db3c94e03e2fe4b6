import type { StaffMessage } from '@jono/contract';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMessages } from '../../db/schema';

const present = (row: typeof staffMessages.$inferSelect): StaffMessage => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  data: row.data,
  isRead: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** A message for every staff member of a shop (a new walk-in, a booking, a refund request). */
export async function createStaffMessage(
  db: Db,
  shopId: string,
  message: { kind: string; title: string; body: string; data?: Record<string, unknown> },
): Promise<StaffMessage> {
  const [row] = await db
    .insert(staffMessages)
    .values({ shopId, ...message, data: message.data ?? {} })
    .returning();
  if (!row) throw new Error('creating a staff message returned nothing');
  return present(row);
}

/** The newest messages and how many are unread (the bell's hasNewNotification). */
export async function listStaffMessages(db: Db, shopId: string, limit = 50) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(staffMessages)
      .where(eq(staffMessages.shopId, shopId))
      .orderBy(desc(staffMessages.createdAt))
      .limit(limit),
    db
      .select({ n: count() })
      .from(staffMessages)
      .where(and(eq(staffMessages.shopId, shopId), isNull(staffMessages.readAt))),
  ]);
  return { data: rows.map(present), unread: unread?.n ?? 0 };
}

/** Marks the given messages (or all) of the caller's shop read; other shops' ids do nothing. */
export async function markStaffMessagesRead(db: Db, shopId: string, now: Date, ids?: string[]) {
  await db
    .update(staffMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(staffMessages.shopId, shopId),
        isNull(staffMessages.readAt),
        ...(ids ? [inArray(staffMessages.id, ids)] : []),
      ),
    );
}

/**
 * Staff messages name customers ("Aino joined the queue"), so they go when the shop stops
 * keeping customer details. Returns how many went.
 */
export async function forgetStaffMessages(
  db: Db,
  shopIds: readonly string[],
  createdBefore: Date,
): Promise<number> {
  if (shopIds.length === 0) return 0;
  const gone = await db
    .delete(staffMessages)
    .where(
      and(inArray(staffMessages.shopId, [...shopIds]), lt(staffMessages.createdAt, createdBefore)),
    )
    .returning({ id: staffMessages.id });
  return gone.length;
}
