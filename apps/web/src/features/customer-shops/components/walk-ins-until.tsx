import type { ShopSummary } from '@jono/contract/api/shops';
import { DoorClosed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatShopCutOff } from '@/lib/shop-time';
import { useWalkInsCutOff } from '../hooks/use-walk-ins-cut-off';

/**
 * "Walk-ins until about 18:10" on the shop's clock, while the queue is open and the cut-off
 * is at most three hours away; nothing otherwise.
 */
export function WalkInsUntil({
  shop,
  isQueueOpen,
  className,
}: {
  shop: Pick<ShopSummary, 'walkInsUntil' | 'timezone'>;
  isQueueOpen: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const cutOff = useWalkInsCutOff(shop.walkInsUntil);
  if (!isQueueOpen || cutOff === null) return null;
  return (
    <span className={cn('inline-flex items-start gap-1.5', className)}>
      <DoorClosed
        aria-hidden
        className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
      />
      {t('shops.walkInsUntil', {
        time: formatShopCutOff(cutOff, shop.timezone),
      })}
    </span>
  );
}
