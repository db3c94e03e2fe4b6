import { EventEmitter } from 'node:events';
import { perApp } from './per-app';

/**
 * Counts the changes of shops this node heard of, so an answer kept in memory can tell
 * whether its shop changed after its reads began: such an answer is thrown away, and a read
 * racing a change is never kept.
 */
export class ShopChangeClock {
  private changes = 0;
  private everythingAt = 0;
  private anyShopAt = 0;
  private readonly shopAt = new Map<string, number>();

  /** The count now: what an answer whose reads begin now remembers. */
  get count(): number {
    return this.changes;
  }

  /** A shop changed (null: anything may have). */
  note(shopId: string | null): void {
    this.changes += 1;
    if (shopId === null) this.everythingAt = this.changes;
    else this.shopAt.set(shopId, this.changes);
    this.anyShopAt = this.changes;
  }

  /** Whether the shop (null: any shop) changed after the count was `since`. */
  changedSince(shopId: string | null, since: number): boolean {
    if (this.everythingAt > since) return true;
    const changedAt = shopId === null ? this.anyShopAt : (this.shopAt.get(shopId) ?? 0);
    return changedAt > since;
  }
}

/** The change count of each app, keyed by its realtime server as the channels are. */
export const shopChangeClockOf = perApp((_io: object) => new ShopChangeClock());

/**
 * Something a customer reads about a shop changed: its queue, its bookings, its settings,
 * catalogue, team, photos, reviews, whether it is listed. Whoever commits such a change tells
 * this node here (after the commit): the clock counts it, and the queue module's read views,
 * listening, tell the other nodes. `null` is "anything may have changed" (live updates were
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
  shopChangeClockOf(io).note(shopId);
  channelOf(io).emit('changed', shopId);
};

/** Another node announced the change: counted here, not told on again. */
export const shopChangedElsewhere = (io: object, shopId: string) => {
  shopChangeClockOf(io).note(shopId);
};

export const onShopChange = (io: object, listener: (shopId: string | null) => void) => {
  channelOf(io).on('changed', listener);
};
