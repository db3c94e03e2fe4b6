import { and, eq, inArray } from 'drizzle-orm';
import { queueEntries } from '../../../db/schema/index';
import { conflict } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { isUuid } from '../../shops/shops.service';
import { announceBoardStep } from '../live';
import { orderNotFound, recordOrderAction } from './board-step';

/** Moves a checked-in customer ahead of someone waiting before them, with a reason. */
export async function moveUp(
  ctx: ServiceContext,
  staff: StaffIdentity,
  orderId: string,
  beforeOrderId: string,
  reason: string,
) {
  if (!isUuid(orderId) || orderId === beforeOrderId) throw orderNotFound();
  return inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const rows = await tx
      .select()
      .from(queueEntries)
      .where(
        and(
          eq(queueEntries.shopId, staff.shopId),
          inArray(queueEntries.id, [orderId, beforeOrderId]),
        ),
      )
      .for('update');
    const mover = rows.find((r) => r.id === orderId);
    const target = rows.find((r) => r.id === beforeOrderId);
    if (!mover || !target) throw orderNotFound();
    if (mover.status !== 'waiting' || target.status !== 'waiting') {
      throw conflict('Only waiting customers can change places');
    }
    if (!mover.isAtLocation) throw conflict('Only a customer who has checked in can be moved up');
    const isAhead =
      target.sortKey < mover.sortKey ||
      (+target.sortKey === +mover.sortKey && target.seq < mover.seq);
    if (!isAhead) throw conflict('The customer is already ahead of that place');
    const [moved] = await tx
      .update(queueEntries)
      .set({ sortKey: new Date(target.sortKey.getTime() - 1), reorderReason: reason })
      .where(eq(queueEntries.id, orderId))
      .returning();
    if (!moved) throw new Error('moving up returned nothing');
    await recordOrderAction(
      tx,
      staff,
      moved,
      { action: 'order_moved_up', details: { reason } },
      ctx.now(),
    );
    effects.afterCommit(() => announceBoardStep(ctx, staff.shopId, 'moved', moved));
    return moved;
  });
}
