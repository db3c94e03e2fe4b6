import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { cn } from '@/lib/cn';

/**
 * A link as a QR code (the shop's join link on its screen, its share poster): an <img> of an
 * SVG data URL, made here without any network, so nothing is injected into the page. Always
 * dark on white, which every phone camera reads.
 */
export function QrCode({
  url,
  alt,
  className,
  testId,
}: {
  url: string;
  alt: string;
  className?: string;
  testId?: string;
}) {
  const source = useMemo(
    () =>
      `data:image/svg+xml;utf8,${encodeURIComponent(
        renderSVG(url, { ecc: 'M', border: 2, blackColor: '#09090b', whiteColor: '#ffffff' }),
      )}`,
    [url],
  );
  return (
    <img
      src={source}
      alt={alt}
      data-testid={testId}
      className={cn('aspect-square rounded-xl bg-white [image-rendering:pixelated]', className)}
    />
  );
}
