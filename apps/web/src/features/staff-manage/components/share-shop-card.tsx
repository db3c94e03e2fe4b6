import { Copy, Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';

/** The shop's public page on this site: the address customers open, and the QR code holds. */
const publicShopUrl = (shopId: string) => `${window.location.origin}${paths.barbershop(shopId)}`;

/**
 * A published shop's way to tell customers where to find it: its public link with a copy
 * button, the link as a QR code, and a poster (the QR code large, with the link to type) that
 * only the printer sees: it is put straight into <body>, where the print style in styles.css
 * prints it alone.
 */
export function ShareShopCard({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const url = publicShopUrl(shopId);
  const canCopy = Boolean(navigator.clipboard?.writeText);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('goingLive.share.copied'));
    } catch {
      // Copying was refused; the link is on screen to select by hand.
      notify.error(t('goingLive.share.copyFailed'));
    }
  };
  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-4">
        <QrCode
          url={url}
          alt={t('goingLive.share.qrAlt', { url })}
          className="w-28 shrink-0"
          testId="share-qr"
        />
        <div className="min-w-0 flex-1 basis-56 space-y-2">
          <p className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
            {t('goingLive.share.title')}
          </p>
          <a
            href={url}
            target="_blank"
            rel="noopener"
            className="focus-ring block break-all rounded text-amber-700 text-sm underline-offset-4 hover:underline dark:text-amber-400"
          >
            {url}
          </a>
          <div className="flex flex-wrap gap-2">
            {canCopy ? (
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                <Copy aria-hidden className="size-4" />
                {t('goingLive.share.copy')}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              {t('goingLive.share.print')}
            </Button>
          </div>
        </div>
      </div>
      {createPortal(
        <section
          data-testid="share-poster"
          aria-hidden="true"
          className="print-poster hidden min-h-[90vh] flex-col items-center justify-center gap-8 bg-white p-12 text-center text-zinc-950 print:flex"
        >
          <p className="font-bold text-5xl">{t('goingLive.share.posterTitle')}</p>
          <QrCode url={url} alt="" className="w-[60%] max-w-[14cm]" />
          <p className="text-2xl">{t('goingLive.share.posterScan')}</p>
          <p className="break-all font-mono text-xl">{url.replace(/^https?:\/\//, '')}</p>
        </section>,
        document.body,
      )}
    </div>
  );
}
