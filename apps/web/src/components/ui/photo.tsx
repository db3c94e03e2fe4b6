import type { Picture } from '@jono/contract/api/picture';
import { cn } from '@/lib/cn';
import { photoSources } from '@/lib/photo-sources';

/**
 * One of a shop's photos: the browser picks the width `sizes` asks for from the stored ones,
 * and width and height keep its room while it loads. Lazy unless it is the page's first view.
 */
export function Photo({
  picture,
  sizes,
  alt = '',
  isEager = false,
  className,
}: {
  picture: Picture;
  /** How wide it is shown, as the `sizes` attribute says it ('56px', '(min-width: 1024px) 44rem, 100vw'). */
  sizes: string;
  alt?: string;
  /** The largest thing in the first view: loaded at once and first. */
  isEager?: boolean;
  className?: string;
}) {
  const { src, srcSet } = photoSources(picture);
  return (
    <img
      src={src ?? undefined}
      srcSet={srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      {...(isEager ? { fetchPriority: 'high' as const } : {})}
      className={cn('object-cover', className)}
    />
  );
}
