import { webPaths } from '@jono/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import {
  visitThanksAbout,
  visitThanksMail,
  visitThanksNotBefore,
} from '../../../lib/visit-thanks-mail';
import type { StaffIdentity } from '../../../plugins/app/auth';
import { shopName } from '../../shops/shops.service';
import { boardStep, type Entry } from './board-step';

export const finishService = (app: FastifyInstance, staff: StaffIdentity, orderId: string) =>
  boardStep(
    app,
    staff,
    orderId,
    {
      from: 'in_service',
      action: 'finish the service',
      set: { status: 'served', finishedAt: app.now() },
    },
    'finished',
    undefined,
    (tx, entry) => enqueueVisitThanks(app, tx, entry),
  );

/**
 * A served customer who left an email is thanked and asked to rate the visit, once the
 * finish can no longer be taken back (`undoQueueStep` withdraws it before then).
 */
async function enqueueVisitThanks(app: FastifyInstance, tx: Db, entry: Entry) {
  if (!entry.email || !entry.finishedAt) return;
  await app.mail.enqueue(tx, {
    to: entry.email,
    about: visitThanksAbout(entry.id),
    notBefore: visitThanksNotBefore(entry.finishedAt),
    ...visitThanksMail({
      kind: 'walkIn',
      language: entry.language,
      customerName: entry.customerName,
      shopName: (await shopName(tx, entry.shopId)) ?? '',
      reviewUrl: `${app.config.publicUrl}${webPaths.orderTracking(entry.id)}`,
    }),
  });
}
