import { notFound } from '../../../lib/http-error';
import { inTransaction } from '../../../lib/in-transaction';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { recordAudit } from '../../audit/audit.service';
import { type QueueSettings, updateQueueSettings } from '../../shops/shops.service';
import { announceQueueChange, announceStaffQueue } from '../live';

/**
 * Staff open, fill or close the queue by hand (null: decided by hours and load) or set its
 * limit; a real change goes on the shop's record, and once committed, the shop's pages and
 * staff screens hear the queue's new state.
 */
export async function setQueueStatus(
  ctx: ServiceContext,
  staff: StaffIdentity,
  changes: Partial<QueueSettings>,
) {
  const { shopId } = staff;
  await inTransaction(ctx.db, ctx.log, async (tx, effects) => {
    const change = await updateQueueSettings(tx, shopId, changes);
    if (!change) throw notFound('Shop not found');
    const { before, after } = change;
    if (before.override !== after.override || before.queueLimit !== after.queueLimit) {
      await recordAudit(tx, {
        shopId,
        actorId: staff.userId,
        at: ctx.now(),
        action: 'queue_changed',
        subject: { kind: 'queue', id: null, label: '' },
        details: {
          stateBefore: before.override,
          stateAfter: after.override,
          limitBefore: before.queueLimit,
          limitAfter: after.queueLimit,
        },
      });
    }
    effects.afterCommit(async () => {
      await announceQueueChange(ctx, shopId);
      announceStaffQueue(ctx, { shopId, kind: 'state' });
    });
  });
}
