import type { StaffMessage } from '@jono/contract';
import { and, count, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMessages } from '../../db/schema';
import { preparedStatement } from '../../lib/prepared-statement';

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
interface NewStaffMessage {
  shopId: string;
  kind: string;
  title: string;
  body: string;
  data?: Record<string, unknown>;
}

const messageColumns = getTableColumns(staffMessages);
// One statement for any number of messages, so it is prepared once however many there are.
const insertMessages = preparedStatement<typeof staffMessages.$inferSelect, { messages: string }>(
  'insert_staff_messages',
  sql`insert into ${staffMessages} (shop_id, kind, title, body, data)
    select m.shop_id, m.kind, m.title, m.body, m.data
    from json_to_recordset(${sql.placeholder('messages')}::json)
      as m(shop_id uuid, kind text, title text, body text, data jsonb, n integer)
    order by m.n
    returning ${sql.join(
      Object.values(messageColumns).map((column) => sql`${sql.identifier(column.name)}`),
      sql`, `,
    )}`,
  messageColumns,
);

/** Messages for shops' staff, any number of them and of any shops, in one statement. */
export async function createStaffMessages(
  db: Db,
  messages: readonly NewStaffMessage[],
): Promise<StaffMessage[]> {
  if (messages.length === 0) return [];
  const rows = await insertMessages(db, {
    messages: JSON.stringify(
      messages.map(({ shopId, ...message }, n) => ({
        ...message,
        shop_id: shopId,
        data: message.data ?? {},
        n,
      })),
    ),
  });
  return rows.map(present);
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
