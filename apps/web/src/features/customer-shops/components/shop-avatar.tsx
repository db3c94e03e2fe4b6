import type { Picture } from '@jono/contract/api/picture';
import { shopGradient, shopInitials } from '@jono/contract/rules/shop-avatar';
import { Photo } from '@/components/ui/photo';
import { cn } from '@/lib/cn';

const sizes = {
  md: 'size-14 rounded-2xl text-lg',
  lg: 'size-20 rounded-3xl text-2xl sm:size-24 sm:text-3xl',
} as const;

/** How wide each size is drawn, for the browser's pick among the cover's widths. */
const drawnWidths = { md: '56px', lg: '96px' } as const;

/** The shop's cover photo, cut square, or its initials on a gradient when it has none. */
export function ShopAvatar({
  shop,
  size = 'md',
  className,
}: {
  shop: { id: string; name: string; image: Picture | null };
  size?: keyof typeof sizes;
  className?: string;
}) {
  if (shop.image) {
    return (
      <Photo
        picture={shop.image}
        sizes={drawnWidths[size]}
        className={cn('shrink-0', sizes[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 select-none place-items-center bg-linear-to-br font-bold tracking-tight text-white shadow-inner shadow-black/10 [text-shadow:0_1px_2px_rgb(0_0_0/0.25)]',
        shopGradient(shop.id),
        sizes[size],
        className,
      )}
    >
      {shopInitials(shop.name)}
    </span>
  );
}
