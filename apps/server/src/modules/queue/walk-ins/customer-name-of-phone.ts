import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queueEntries } from '../../../db/schema/index';

/** The name a shop last knew this phone by (its latest walk-in), for a reply it texted. */
export async function latestCustomerName(db: Db, shopId: string, phone: string) {
  const [entry] = await db
    .select({ name: queueEntries.customerName })
    .from(queueEntries)
    .where(and(eq(queueEntries.shopId, shopId), eq(queueEntries.phone, phone)))
    .orderBy(desc(queueEntries.joinedAt))
    .limit(1);
  return entry?.name ?? null;
}
