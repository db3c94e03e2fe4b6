import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { cn } from '@/lib/cn';
import {
  type FavouritesState,
  favouriteToggled,
  selectIsFavourite,
} from '../stores/favourites-slice';

/** A star that keeps the shop among the customer's favourites (kept on the device). */
export function FavouriteButton({
  shop,
  className,
}: {
  shop: { id: string; name: string };
  className?: string;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const isFavourite = useSelector((state: { favourites: FavouritesState }) =>
    selectIsFavourite(state, shop.id),
  );
  return (
    <button
      type="button"
      aria-pressed={isFavourite}
      aria-label={t('shops.favourite', { name: shop.name })}
      title={t('shops.favourite', { name: shop.name })}
      onClick={() => dispatch(favouriteToggled(shop.id))}
      className={cn(
        'focus-ring -m-1 grid size-11 shrink-0 place-items-center rounded-full transition-colors',
        isFavourite
          ? 'text-amber-500 hover:bg-amber-100 dark:text-amber-400 dark:hover:bg-amber-400/10'
          : 'text-zinc-400 hover:bg-zinc-100 hover:text-zinc-600 dark:text-zinc-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-300',
        className,
      )}
    >
      <Star
        aria-hidden
        className={cn('size-5 transition-transform', isFavourite && 'scale-110 fill-current')}
      />
    </button>
  );
}
