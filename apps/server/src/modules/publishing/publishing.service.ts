import {
  errorCodes,
  isRealPosition,
  type Readiness,
  type SetupStep,
  setupSteps,
} from '@jono/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.service';
import { offersAService } from '../catalog/catalog.service';
import {
  assertOwnerEmailProven,
  lockPublishingFacts,
  setPublishedAt,
  shopCoords,
} from '../shops/shops.service';

type PublishingFacts = NonNullable<Awaited<ReturnType<typeof lockPublishingFacts>>>;

/** Which set-up steps a shop has done: customers must find something to choose, hours, a place. */
async function stepsDone(db: Db, shopId: string, shop: PublishingFacts) {
  const hasActiveService = await offersAService(db, shopId);
  const done: Record<SetupStep, boolean> = {
    service: hasActiveService,
    openingHours: shop.openingHours.length > 0,
    position: isRealPosition(shopCoords(shop)),
  };
  return done;
}

function present(shop: PublishingFacts, done: Record<SetupStep, boolean>): Readiness {
  return {
    publishedAt: shop.publishedAt?.toISOString() ?? null,
    steps: setupSteps.map((step) => ({ step, isDone: done[step] })),
    missing: setupSteps.filter((step) => !done[step]),
  };
}

async function factsOf(tx: Db, shopId: string) {
  const shop = await lockPublishingFacts(tx, shopId);
  if (!shop) throw notFound('Shop not found');
  return shop;
}

/** The owner's checklist: each step done or left, and whether the shop is published. */
export function readiness(db: Db, shopId: string): Promise<Readiness> {
  return db.transaction(async (tx) => {
    const shop = await factsOf(tx, shopId);
    return present(shop, await stepsDone(tx, shopId, shop));
  });
}

interface Publishing {
  shopId: string;
  actorId: string;
  at: Date;
}

/**
 * Lists the shop for customers, once its owner's e-mail is proven and every step is done; a
 * shop not ready is refused with the steps still left. Publishing a published shop changes
 * nothing and records nothing.
 */
export function publish(db: Db, { shopId, actorId, at }: Publishing): Promise<Readiness> {
  return db.transaction(async (tx) => {
    const shop = await factsOf(tx, shopId);
    assertOwnerEmailProven(shop);
    const done = await stepsDone(tx, shopId, shop);
    const answer = present(shop, done);
    if (answer.missing.length > 0) {
      throw new HttpError(
        409,
        `The shop is not ready to publish: ${answer.missing.join(', ')} left`,
        errorCodes.shopNotReady,
        { missing: answer.missing },
      );
    }
    if (shop.publishedAt) return answer;
    await setPublishedAt(tx, shopId, at);
    await recordAudit(tx, {
      shopId,
      actorId,
      at,
      action: 'shop_published',
      subject: { kind: 'shop', id: shopId, label: shop.name },
    });
    return present({ ...shop, publishedAt: at }, done);
  });
}

/** Takes the shop off the list; its pages answer "not found" to customers until published again. */
export function unpublish(db: Db, { shopId, actorId, at }: Publishing): Promise<Readiness> {
  return db.transaction(async (tx) => {
    const shop = await factsOf(tx, shopId);
    const done = await stepsDone(tx, shopId, shop);
    if (!shop.publishedAt) return present(shop, done);
    await setPublishedAt(tx, shopId, null);
    await recordAudit(tx, {
      shopId,
      actorId,
      at,
      action: 'shop_unpublished',
      subject: { kind: 'shop', id: shopId, label: shop.name },
    });
    return present({ ...shop, publishedAt: null }, done);
  });
}
