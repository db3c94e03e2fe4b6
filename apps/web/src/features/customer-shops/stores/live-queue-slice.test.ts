import { describe, expect, it } from 'vitest';
import {
  initialLiveQueuesState,
  liveQueuesReducer,
  selectAnnouncedShopQueue,
  selectShopQueue,
  shopQueueAnnounced,
  shopQueuesForgotten,
} from './live-queue-slice';

const fetched = { id: 'shop-a', queue: 2, queueState: 'open' as const, fullReason: null };

describe('live queues', () => {
  it('show the fetched queue until one is announced, then the announced one', () => {
    let state = { liveQueues: initialLiveQueuesState };
    expect(selectShopQueue(state, fetched)).toMatchObject({ queue: 2, queueState: 'open' });
    expect(selectAnnouncedShopQueue(state, 'shop-a')).toBeUndefined();

    state = {
      liveQueues: liveQueuesReducer(
        state.liveQueues,
        shopQueueAnnounced({ shopId: 'shop-a', queue: 5, queueState: 'full', fullReason: 'limit' }),
      ),
    };
    expect(selectShopQueue(state, fetched)).toEqual({
      queue: 5,
      queueState: 'full',
      fullReason: 'limit',
    });
    expect(selectShopQueue(state, { ...fetched, id: 'shop-b' })).toMatchObject({ queue: 2 });
  });

  it('forget announcements once the data is read again', () => {
    let live = liveQueuesReducer(
      undefined,
      shopQueueAnnounced({ shopId: 'shop-a', queue: 5, queueState: 'full', fullReason: 'limit' }),
    );
    live = liveQueuesReducer(
      live,
      shopQueueAnnounced({ shopId: 'shop-b', queue: 1, queueState: 'open', fullReason: null }),
    );
    live = liveQueuesReducer(live, shopQueuesForgotten(['shop-a']));
    expect(selectShopQueue({ liveQueues: live }, fetched)).toMatchObject({ queue: 2 });
    expect(selectAnnouncedShopQueue({ liveQueues: live }, 'shop-b')).toEqual({
      queue: 1,
      queueState: 'open',
      fullReason: null,
    });
  });
});
