import type { ShopDetail } from '@jono/contract/api/shops';
import { Card } from '@/components/ui/card';
import { ShopLocation } from './shop-location';
import { ShopQueueNow } from './shop-queue-now';

/** The shop an order is about to join: where it is and how its queue stands now. */
export function JoiningShopCard({ shop }: { shop: ShopDetail }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <ShopLocation shop={shop} />
      <ShopQueueNow
        queue={shop.queue}
        queueState={shop.queueState}
        fullReason={shop.fullReason}
        maxWaitMinutes={shop.maxWaitMinutes}
        waitingTime={shop.waitingTime}
      />
    </Card>
  );
}
