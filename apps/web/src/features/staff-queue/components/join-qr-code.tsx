import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { cn } from '@/lib/cn';

/**
 * The shop's join link as a QR code: an <img> of an SVG data URL, so nothing is injected
 * into the page. Always dark on white, which every phone camera reads.
 */
export function JoinQrCode({
  url,
  alt,
  className,
}: {
  url: string;
  alt: string;
  className?: string;
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
      data-testid="join-qr"
      className={cn('aspect-square rounded-xl bg-white [image-rendering:pixelated]', className)}
    />
  );
}
