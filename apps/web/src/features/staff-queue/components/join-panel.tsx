import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@/components/ui/qr-code';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { formatShopCutOff, formatStartRange, shopClock } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { BarbersNextFree } from './barbers-next-free';

/** "localhost:3400/barbershop/…" without the scheme, for people who type instead of scan. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '');

/** The way in for a passer-by: the shop's page as a QR code and as an address. */
function JoinByQr({ joinUrl }: { joinUrl: string }) {
  const { t } = useTranslation();
  return (
    // The QR code takes the height the lines above leave (never under 7.5rem, still
    // scannable), so a card with every line still fits the screen without scrolling.
    <div className="mt-[0.5vh] flex min-h-0 flex-1 flex-col items-center gap-[1vh]">
      <QrCode
        testId="join-qr"
        url={joinUrl}
        alt={t('bigScreen.qrAlt', { url: shortUrl(joinUrl) })}
        className="max-lg:w-[clamp(7.5rem,min(14vw,22vh),20rem)] lg:h-[7.5rem] lg:max-h-[14vw] lg:max-w-full lg:grow lg:object-contain"
      />
      <p className="font-bold text-[max(1.125rem,min(2vw,3.4vh))]">{t('bigScreen.scanToJoin')}</p>
      <p className="max-w-full break-all text-[max(0.875rem,1vw)] text-zinc-300">
        {shortUrl(joinUrl)}
      </p>
    </div>
  );
}

/** A line under the wait, in the small type the panel's notes share. */
function PanelNote({
  testId,
  className,
  children,
}: {
  testId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <p
      data-testid={testId}
      className={cn('font-semibold text-[max(0.875rem,min(1.5vw,2.6vh))]', className)}
    >
      {children}
    </p>
  );
}

/**
 * Under the wait: how many wait while open; else why nobody joins, a wait past the owner's
 * most named with that most.
 */
function panelHint(status: CurrentStatus, t: TFunction, language: string) {
  const { queueState, fullReason, maxWaitMinutes } = status.shop;
  if (queueState === 'open') return t('bigScreen.waitingCount', { count: status.waiting });
  if (queueState === 'full' && fullReason === 'wait' && maxWaitMinutes !== null) {
    return t('bigScreen.waitHint', { time: formatMinutes(maxWaitMinutes, language) });
  }
  return t(`bigScreen.${queueState}Hint`);
}

/** What a newcomer would wait and when they would start, and how to join (while open). */
export function JoinPanel({ status }: { status: CurrentStatus }) {
  const { t, i18n } = useTranslation();
  // A range read a while ago may have begun since: it is written from now on.
  const now = useNow(30_000);
  const { queueState } = status.shop;
  const isWaitInWords = queueState !== 'open' || status.newcomerWait <= 0;
  return (
    <section
      data-testid="join-panel"
      className="flex flex-col items-center gap-[1vh] rounded-3xl bg-zinc-950 px-[2vw] py-[2vh] text-center text-white dark:bg-zinc-900"
    >
      <h2 className="font-bold text-[max(1rem,min(1.6vw,2.8vh))] text-amber-300 uppercase tracking-[0.12em]">
        {queueState === 'open' ? t('bigScreen.waitForNew') : t('bigScreen.walkIns')}
      </h2>
      <p
        data-testid="newcomer-wait"
        data-queue-state={queueState}
        // Words ("Ei odotusta", "Sin espera") are set smaller than a number of minutes: at the
        // number's size one Finnish word alone is wider than the panel. Either may still wrap.
        className={cn(
          'max-w-full hyphens-auto text-balance break-words font-extrabold leading-none tracking-tight tabular-nums',
          isWaitInWords ? 'text-[max(2rem,min(3.2vw,7vh))]' : 'text-[max(2.75rem,min(4vw,9vh))]',
        )}
      >
        {queueState === 'closed'
          ? t('bigScreen.closed')
          : queueState === 'full'
            ? t('bigScreen.full')
            : status.newcomerWait > 0
              ? formatMinutes(status.newcomerWait, i18n.language)
              : t('bigScreen.noWait')}
      </p>
      {queueState === 'open' && status.newcomerRange ? (
        <p
          data-testid="newcomer-range"
          className="text-balance font-bold text-[max(1.125rem,min(2vw,3.4vh))] text-amber-300 tabular-nums"
        >
          {t('bigScreen.startAbout', {
            range: formatStartRange(status.newcomerRange, status.shop.timezone, now),
          })}
        </p>
      ) : null}
      <p
        data-testid="join-hint"
        className="font-semibold text-[max(1rem,min(1.8vw,3vh))] text-zinc-200"
      >
        {panelHint(status, t, i18n.language)}
      </p>
      {status.nextBookingAt ? (
        <PanelNote testId="next-booking" className="text-amber-200">
          {t('bigScreen.nextBooked', {
            time: shopClock(status.nextBookingAt, status.shop.timezone),
          })}
        </PanelNote>
      ) : null}
      {queueState === 'open' && status.walkInsUntil ? (
        <PanelNote testId="walk-ins-until" className="text-zinc-200">
          {t('bigScreen.walkInsUntil', {
            time: formatShopCutOff(status.walkInsUntil, status.shop.timezone),
          })}
        </PanelNote>
      ) : null}
      {queueState === 'open' ? <BarbersNextFree status={status} now={now} /> : null}
      {queueState === 'open' ? <JoinByQr joinUrl={status.joinUrl} /> : null}
    </section>
  );
}
