import { EventEmitter } from 'node:events';

/**
 * A booking of the coming day took or gave back a chair, so every walk-in's estimate at that
 * shop may move. The booking module tells and the queue module, which announces places,
 * listens, so neither reaches into the other. One channel per app, keyed by its realtime
 * server (the one object every part of an app shares).
 */
const channels = new WeakMap<object, EventEmitter>();

function channelOf(app: object): EventEmitter {
  let channel = channels.get(app);
  if (!channel) {
    channel = new EventEmitter();
    channels.set(app, channel);
  }
  return channel;
}

export const shopDayChanged = (io: object, shopId: string) => {
  channelOf(io).emit('changed', shopId);
};

export const onShopDayChange = (io: object, listener: (shopId: string) => void) => {
  channelOf(io).on('changed', listener);
};
