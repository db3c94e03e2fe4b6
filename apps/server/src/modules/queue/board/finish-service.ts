import { webPaths } from '@jono/contract';
import type { Db } from '../../../db/client';
import {
  visitThanksAbout,
  visitThanksMail,
  visitThanksNotBefore,
} from '../../../lib/visit-thanks-mail';
import type { StaffIdentity } from '../../../plugins/app/auth';
import type { ServiceContext } from '../../../plugins/app/service-context';
import { shopName } from '../../shops/shops.service';
import { boardStep, type Entry } from './board-step';

export const finishService = (ctx: ServiceContext, staff: StaffIdentity, orderId: string) =>
  boardStep(
    ctx,
    staff,
    orderId,
    {
      from: 'in_service',
      action: 'finish the service',
      set: { status: 'served', finishedAt: ctx.now() },
    },
    'finished',
    undefined,
    (tx, entry) => enqueueVisitThanks(ctx, tx, entry),
  );

/**
 * A served customer who left an email is thanked and asked to rate the visit, once the
 * finish can no longer be taken back (`undoQueueStep` withdraws it before then).
 */
async function enqueueVisitThanks(ctx: ServiceContext, tx: Db, entry: Entry) {
  if (!entry.email || !entry.finishedAt) return;
  await ctx.mail.enqueue(tx, {
    to: entry.email,
    about: visitThanksAbout(entry.id),
    notBefore: visitThanksNotBefore(entry.finishedAt),
    ...visitThanksMail({
      kind: 'walkIn',
      language: entry.language,
      customerName: entry.customerName,
      shopName: (await shopName(tx, entry.shopId)) ?? '',
      reviewUrl: `${ctx.config.publicUrl}${webPaths.orderTracking(entry.id)}`,
    }),
  });
}
