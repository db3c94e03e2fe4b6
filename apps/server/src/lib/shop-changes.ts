import { EventEmitter } from 'node:events';

/**
 * Something a customer reads about a shop changed: its queue, its settings, catalogue, team,
 * photos, reviews, whether it is listed. Whoever commits such a change tells this node here
 * (after the commit); the queue module's read views listen, forget what they answered about
 * the shop and tell the other nodes. `null` is "anything may have changed" (live updates were
 * cut off for a while, so announcements may have been missed). One channel per app, keyed by
 * its realtime server, as `shop-day-changes` is.
 */
const channels = new WeakMap<object, EventEmitter>();

function channelOf(io: object): EventEmitter {
  let channel = channels.get(io);
  if (!channel) {
    channel = new EventEmitter();
    channels.set(io, channel);
  }
  return channel;
}

export const shopChanged = (io: object, shopId: string | null) => {
  channelOf(io).emit('changed', shopId);
};

export const onShopChange = (io: object, listener: (shopId: string | null) => void) => {
  channelOf(io).on('changed', listener);
};
