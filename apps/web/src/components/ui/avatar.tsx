import { assetUrl } from '@/lib/asset-url';
import { cn } from '@/lib/cn';

const sizes = {
  xs: 'size-7 text-[0.65rem]',
  sm: 'size-9 text-sm',
  lg: 'size-24 text-2xl',
} as const;

/** Up to two initials of a name, for a person without a picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/**
 * A person's picture, or their initials on a tinted disc. Decorative: the name beside it is
 * what a screen reader reads.
 */
export function Avatar({
  name,
  src,
  size = 'sm',
  className,
}: {
  name: string;
  /** A server path (/uploads/...) or a local object URL. */
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const url = assetUrl(src);
  if (url) {
    return (
      <img
        src={url}
        alt=""
        className={cn(
          'shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800',
          sizes[size],
          className,
        )}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-zinc-200 font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
