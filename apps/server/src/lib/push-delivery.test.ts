import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushServiceStandIn, startPushServiceStandIn } from '../test/push-service-stand-in';
import { deliverPush, listenToPushOutcomes, type PushOutcome } from './push-delivery';

let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
afterAll(() => pushService.close());

const options = {
  vapid: { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@jono.localhost' },
  ttlSeconds: 60,
  urgency: 'normal' as const,
};

function targetOf(subscription: ReturnType<PushServiceStandIn['subscribe']>) {
  return { endpoint: subscription.endpoint, ...subscription.keys };
}

describe('push delivery outcomes', () => {
  it('are heard by the app that sent the message only, until it stops listening', async () => {
    const one = { io: {} };
    const two = { io: {} };
    const heardByOne: PushOutcome[] = [];
    const heardByTwo: PushOutcome[] = [];
    const stopOne = listenToPushOutcomes(one, (outcome) => heardByOne.push(outcome));
    listenToPushOutcomes(two, (outcome) => heardByTwo.push(outcome));

    const target = targetOf(pushService.subscribe());
    expect(await deliverPush(one, target, '{"n":1}', options)).toBe('delivered');
    expect(heardByOne).toEqual(['delivered']);
    expect(heardByTwo).toEqual([]);

    stopOne();
    await deliverPush(one, target, '{"n":2}', options);
    expect(heardByOne).toEqual(['delivered']);
    expect(pushService.received).toHaveLength(2);
  });
});
