import { asLanguage, type Language } from '@jono/contract/languages';
import { Copy, FileDown, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { IconButton } from '@/components/ui/icon-button';
import { QrCode } from '@/components/ui/qr-code';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useDownloadPosterMutation, useShareLinksQuery } from '../api/share-links';

/** One link to give out: what it opens, the link itself, and a button that copies it. */
function ShareLinkRow({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation();
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
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener"
          className="focus-ring block break-all rounded font-medium text-amber-700 text-sm underline-offset-4 hover:underline dark:text-amber-400"
        >
          {url}
        </a>
      </div>
      {canCopy ? (
        <IconButton
          icon={Copy}
          variant="secondary"
          label={t('goingLive.share.copyOf', { what: label })}
          onClick={() => void copy()}
        />
      ) : null}
    </div>
  );
}

/** The steps that put the links on the shop's map listings, where most customers look. */
function MapsGuide() {
  const { t } = useTranslation();
  return (
    <details className="group rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-900">
      <summary className="focus-ring flex cursor-pointer items-center gap-2 rounded font-medium text-zinc-900 dark:text-zinc-100">
        <MapPin aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
        {t('goingLive.share.maps.title')}
      </summary>
      <div className="mt-3 space-y-3 text-zinc-700 dark:text-zinc-300">
        <p>{t('goingLive.share.maps.intro')}</p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t('goingLive.share.maps.google')}</li>
          <li>{t('goingLive.share.maps.apple')}</li>
          <li>{t('goingLive.share.maps.other')}</li>
        </ol>
      </div>
    </details>
  );
}

/**
 * A published shop's way to tell customers where to find it: its short links (the shop's page
 * with its queue, and its booking calendar) to copy, the queue link as a QR code, an A4 poster
 * of either as a PDF in the owner's language, and how to put the links on map listings.
 */
export function ShareShopCard() {
  const { t, i18n } = useTranslation();
  const { currentData: links, error, refetch } = useShareLinksQuery();
  const [downloadPoster, downloading] = useDownloadPosterMutation();
  const language: Language = asLanguage(i18n.language);
  const poster = async (target: 'queue' | 'book') => {
    try {
      await downloadPoster({ target, language }).unwrap();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };
  const busyWith = downloading.isLoading ? downloading.originalArgs?.target : undefined;
  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <p className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('goingLive.share.title')}
      </p>
      {links ? (
        <div className="flex flex-wrap items-start gap-4">
          <QrCode
            url={links.queue}
            alt={t('goingLive.share.qrAlt', { url: links.queue })}
            className="w-28 shrink-0"
          />
          <div className="min-w-0 flex-1 basis-56 space-y-3">
            <ShareLinkRow label={t('goingLive.share.queueLink')} url={links.queue} />
            <ShareLinkRow label={t('goingLive.share.bookLink')} url={links.book} />
            <div className="flex flex-wrap gap-2">
              {(['queue', 'book'] as const).map((target) => (
                <BusyButton
                  key={target}
                  variant="secondary"
                  size="sm"
                  className="w-full sm:w-auto"
                  busy={busyWith === target}
                  disabled={downloading.isLoading}
                  busyLabel={t('goingLive.share.posterMaking')}
                  icon={<FileDown aria-hidden className="size-4" />}
                  onClick={() => void poster(target)}
                >
                  {t(`goingLive.share.poster.${target}`)}
                </BusyButton>
              ))}
            </div>
          </div>
        </div>
      ) : error ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          {t('goingLive.share.loadFailed')}{' '}
          <button
            type="button"
            className="focus-ring rounded font-medium underline"
            onClick={() => void refetch()}
          >
            {t('goingLive.share.retry')}
          </button>
        </p>
      ) : (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('goingLive.share.loading')}
        </p>
      )}
      <MapsGuide />
    </div>
  );
}
