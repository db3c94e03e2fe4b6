import type { Picture } from '@jono/contract/api/picture';
import { Photo } from '@/components/ui/photo';
import { cn } from '@/lib/cn';

/** Warm, readable pairs; a shop keeps its colour because it is picked from its id. */
const gradients = [
  'from-amber-300 to-orange-500',
  'from-rose-300 to-rose-600',
  'from-sky-300 to-indigo-500',
  'from-emerald-300 to-teal-600',
  'from-violet-300 to-fuchsia-600',
  'from-lime-300 to-emerald-600',
  'from-orange-300 to-red-500',
  'from-cyan-300 to-sky-600',
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** "Parturi Kallio" -> "PK", "Jono 24/7 Barbers" -> "JB". */
export function shopInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const letters = (words.length > 0 ? words : [name]).map((word) => [...word][0] ?? '');
  const initials = letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : letters[0];
  return (initials ?? '').toLocaleUpperCase();
}

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
        gradients[hashOf(shop.id) % gradients.length],
        sizes[size],
        className,
      )}
    >
      {shopInitials(shop.name)}
    </span>
  );
}
