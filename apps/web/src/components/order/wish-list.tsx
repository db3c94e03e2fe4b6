import type { ChosenWish } from '@jono/contract/api/order-contents';
import { isWishId, type WishId } from '@jono/contract/rules/wishes';
import {
  Check,
  DropletOff,
  type LucideIcon,
  MessageCircleOff,
  ThermometerSnowflake,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const wishIcons: Record<WishId, LucideIcon> = {
  noHotTowel: ThermometerSnowflake,
  noWash: DropletOff,
  silentService: MessageCircleOff,
};

/**
 * A wish's words in the reader's language, by its id: the name stored with the order is the
 * shop's (in whatever language it was set up), so it is shown only for an id we do not know.
 */
export function useWishLabel() {
  const { t } = useTranslation();
  return (wish: { id: string; name: string }) =>
    isWishId(wish.id) ? t(`wishes.${wish.id}`) : wish.name;
}

/** The customer's wishes for the visit, each as an icon with its words. */
export function WishList({
  wishes,
  size = 'md',
  className,
}: {
  wishes: readonly ChosenWish[];
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  const label = useWishLabel();
  if (wishes.length === 0) return null;
  return (
    <ul aria-label={t('orderContents.wishes')} className={cn('flex flex-wrap gap-1.5', className)}>
      {wishes.map((wish) => {
        const Icon = isWishId(wish.id) ? wishIcons[wish.id] : Check;
        return (
          <li
            key={wish.id}
            data-wish={wish.id}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border border-sky-200 bg-sky-50 font-medium text-sky-900 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-200',
              size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm',
            )}
          >
            <Icon aria-hidden className={size === 'sm' ? 'size-3' : 'size-3.5'} />
            {label(wish)}
          </li>
        );
      })}
    </ul>
  );
}
