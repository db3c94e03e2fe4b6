import { type CurrentStatus, NOW_CALLING_MS } from '@jono/contract/api/staff-queue';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { BellRing, CircleCheck, Maximize, Minimize, Scissors } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JonoMark } from '@/components/ui/jono-mark';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { formatShopCutOff, formatStartRange, shopClock } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { useCurrentStatusQuery } from '../api/queue-board';
import { useQueueLive } from '../hooks/use-queue-live';
import { useRetryWithBackoff } from '../hooks/use-retry-with-backoff';
import { useScreenWakeLock } from '../hooks/use-screen-wake-lock';
import { JoinQrCode } from './join-qr-code';
import { queueStateTones } from './queue-state-badge';

/** A safety net under the live updates: the screen reads itself again every minute anyway. */
const refreshEveryMs = 60_000;

/** "localhost:3400/barbershop/…" without the scheme, for people who type instead of scan. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '');

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h2 className="font-bold text-[max(1rem,min(1.6vw,2.8vh))] text-amber-700 uppercase tracking-[0.12em] dark:text-amber-300">
      {children}
    </h2>
  );
}

/** Codes called to a chair in the last two minutes, large enough to read from the door. */
function NowCalling({ status, now }: { status: CurrentStatus; now: number }) {
  const { t } = useTranslation();
  const calls = status.nowCalling.filter(
    (call) => now - Date.parse(call.calledAt) < NOW_CALLING_MS,
  );
  if (calls.length === 0) return null;
  return (
    <section
      data-testid="now-calling"
      aria-live="polite"
      className="mx-[3vw] mt-[1.5vh] flex flex-wrap items-center gap-x-[3vw] gap-y-[0.5vh] rounded-3xl bg-amber-400 px-[2vw] py-[1.2vh] text-zinc-950"
    >
      <h2 className="flex items-center gap-[0.6em] font-bold text-[max(1rem,min(1.6vw,2.8vh))] uppercase tracking-[0.12em]">
        <BellRing aria-hidden className="size-[1.2em] shrink-0" />
        {t('bigScreen.nowCalling')}
      </h2>
      <ul className="flex flex-wrap gap-x-[3vw] gap-y-[1vh]">
        {calls.map((call) => (
          <li
            key={call.code}
            data-testid="called-code"
            className="flex items-baseline gap-[max(1rem,1vw)]"
          >
            <span className="font-black font-mono text-[max(2rem,min(4.4vw,7.5vh))] leading-none tracking-wider">
              {formatShortCode(call.code)}
            </span>
            {call.chair || call.barberName ? (
              <span className="font-bold text-[max(1.125rem,min(2vw,3.4vh))]">
                {call.chair ? t('bigScreen.chair', { number: call.chair }) : call.barberName}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function NowServing({ status, now }: { status: CurrentStatus; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="flex min-h-0 flex-col gap-[1.2vh]" data-testid="now-serving">
      <SectionTitle>{t('bigScreen.nowServing')}</SectionTitle>
      {status.nowServing.length === 0 ? (
        <p className="rounded-3xl border-2 border-zinc-300 border-dashed px-6 py-[4vh] text-center font-semibold text-[max(1.5rem,2.4vw)] text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
          {t('bigScreen.chairsFree')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-[1.2vh]">
          {status.nowServing.map((chair, index) => {
            const minutesLeft = Math.ceil((new Date(chair.endsAt).getTime() - now) / 60_000);
            return (
              <li
                // The server lists chairs by service; two may share a barber's name.
                // biome-ignore lint/suspicious/noArrayIndexKey: nothing else tells them apart.
                key={`${chair.code}-${index}`}
                data-testid="serving-chair"
                className="rounded-3xl bg-zinc-100 px-[2vw] py-[1.2vh] dark:bg-zinc-900"
              >
                <p className="flex items-center gap-[0.6em] font-semibold text-[max(1rem,min(1.6vw,2.8vh))] text-zinc-700 dark:text-zinc-300">
                  <Scissors aria-hidden className="size-[1.2em] shrink-0" />
                  <span className="min-w-0 truncate">
                    {chair.barberName ?? t('bigScreen.chair', { number: index + 1 })}
                  </span>
                </p>
                <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-6">
                  <p className="min-w-0 truncate font-extrabold font-mono text-[max(1.75rem,min(3.6vw,6.2vh))] leading-tight tracking-wider">
                    {formatShortCode(chair.code)}
                  </p>
                  <p className="font-semibold text-[max(1rem,min(1.8vw,3vh))] text-zinc-700 tabular-nums dark:text-zinc-300">
                    {minutesLeft > 0
                      ? t('bigScreen.minutesLeft', {
                          time: formatMinutes(minutesLeft, i18n.language),
                        })
                      : t('bigScreen.finishing')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function NextInLine({ status }: { status: CurrentStatus }) {
  const { t } = useTranslation();
  const hiddenCount = status.waiting - status.next.length;
  return (
    <section className="flex min-h-0 flex-col gap-[1.2vh]" data-testid="next-in-line">
      <SectionTitle>{t('bigScreen.next')}</SectionTitle>
      {status.next.length === 0 ? (
        <p className="rounded-3xl border-2 border-zinc-300 border-dashed px-6 py-[4vh] text-center font-semibold text-[max(1.5rem,2.4vw)] text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
          {t('bigScreen.nobodyWaiting')}
        </p>
      ) : (
        <ol className="divide-y-2 divide-zinc-200 dark:divide-zinc-800">
          {status.next.map((entry) => (
            <li
              key={entry.position}
              data-testid="next-customer"
              className="flex items-center gap-[1.2vw] py-[0.5vh]"
            >
              <span
                className={cn(
                  'grid size-[max(2rem,min(3.2vw,5.4vh))] shrink-0 place-items-center rounded-2xl font-extrabold text-[max(1.125rem,min(2vw,3.4vh))] tabular-nums',
                  entry.position === 1
                    ? 'bg-amber-400 text-zinc-950'
                    : 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-white',
                )}
              >
                {entry.position}
              </span>
              <span className="flex-1 whitespace-nowrap font-bold font-mono text-[max(1.375rem,min(2.5vw,4.4vh))] tracking-wider">
                {formatShortCode(entry.code)}
              </span>
              {entry.isAtLocation ? (
                <span className="inline-flex shrink-0 items-center gap-[0.4em] rounded-full bg-emerald-100 px-[0.8em] py-[0.3em] font-semibold text-[max(0.875rem,min(1.3vw,2.3vh))] text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200">
                  <CircleCheck aria-hidden className="size-[1.1em]" />
                  {t('bigScreen.here')}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {hiddenCount > 0 ? (
        <p className="font-semibold text-[max(1rem,min(1.6vw,2.8vh))] text-zinc-700 dark:text-zinc-300">
          {t('bigScreen.andMore', { count: hiddenCount })}
        </p>
      ) : null}
    </section>
  );
}

function JoinPanel({ status }: { status: CurrentStatus }) {
  const { t, i18n } = useTranslation();
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
            range: formatStartRange(status.newcomerRange, status.shop.timezone),
          })}
        </p>
      ) : null}
      <p className="font-semibold text-[max(1rem,min(1.8vw,3vh))] text-zinc-200">
        {queueState === 'open'
          ? t('bigScreen.waitingCount', { count: status.waiting })
          : t(`bigScreen.${queueState}Hint`)}
      </p>
      {status.nextBookingAt ? (
        <p
          data-testid="next-booking"
          className="font-semibold text-[max(0.875rem,min(1.5vw,2.6vh))] text-amber-200"
        >
          {t('bigScreen.nextBooked', {
            time: shopClock(status.nextBookingAt, status.shop.timezone),
          })}
        </p>
      ) : null}
      {queueState === 'open' && status.walkInsUntil ? (
        <p
          data-testid="walk-ins-until"
          className="font-semibold text-[max(0.875rem,min(1.5vw,2.6vh))] text-zinc-200"
        >
          {t('bigScreen.walkInsUntil', {
            time: formatShopCutOff(status.walkInsUntil, status.shop.timezone),
          })}
        </p>
      ) : null}
      {queueState === 'open' ? (
        // The QR code takes the height the lines above leave (never under 7.5rem, still
        // scannable), so a card with every line still fits the screen without scrolling.
        <div className="mt-[0.5vh] flex min-h-0 flex-1 flex-col items-center gap-[1vh]">
          <JoinQrCode
            url={status.joinUrl}
            alt={t('bigScreen.qrAlt', { url: shortUrl(status.joinUrl) })}
            className="max-lg:w-[clamp(7.5rem,min(14vw,22vh),20rem)] lg:h-[7.5rem] lg:max-h-[14vw] lg:max-w-full lg:grow lg:object-contain"
          />
          <p className="font-bold text-[max(1.125rem,min(2vw,3.4vh))]">
            {t('bigScreen.scanToJoin')}
          </p>
          <p className="max-w-full break-all text-[max(0.875rem,1vw)] text-zinc-300">
            {shortUrl(status.joinUrl)}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function FullscreenButton() {
  const { t } = useTranslation();
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const Icon = isFullscreen ? Minimize : Maximize;
  return (
    <button
      type="button"
      onClick={() =>
        void (
          isFullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()
        ).catch(() => {})
      }
      className="focus-ring inline-flex h-10 items-center gap-2 rounded-xl px-3 font-semibold text-sm text-zinc-700 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <Icon aria-hidden className="size-4" />
      {/* Words only on the widest screens: at 1280 px they left the shop's name no room. */}
      <span className="sr-only 2xl:not-sr-only">
        {isFullscreen ? t('bigScreen.exitFullscreen') : t('bigScreen.fullscreen')}
      </span>
    </button>
  );
}

/**
 * Sizes follow the screen (the smaller of a width and a height share, never under a
 * readable minimum) and have no upper cap: a 4K television shows what a 1080p one does at
 * twice the size, and on a short 1280x720 screen the fullest status still fits without
 * scrolling, since nobody stands at the wall to scroll it.
 *
 * The shop's big screen, readable across the room: who was just called, who is in which
 * chair, who is next (by their order codes, never names), what a newcomer would wait and
 * when they would start, until when walk-ins are taken, and a QR code to join. It
 * follows the queue live, reads itself again every minute, after every reconnect and, while
 * the server cannot be reached, again and again with growing pauses; it keeps the screen on.
 */
export function BigScreen({
  shopId,
  accessToken,
  title,
  wrongShop,
  toolbar,
}: {
  shopId: string;
  accessToken: string;
  /** The page's own h1 (the shop's name is shown large beside it). */
  title: string;
  /** What to show when the server says this shop is not the viewer's. */
  wrongShop: ReactNode;
  /** Links of the page (back to the dashboard), shown small in the corner. */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    data: status,
    error,
    isFetching,
    refetch,
  } = useCurrentStatusQuery(shopId, {
    pollingInterval: refreshEveryMs,
    skipPollingIfUnfocused: false,
  });
  const { isLive } = useQueueLive({ shopId, accessToken });
  const now = useNow(15_000);
  useScreenWakeLock();

  const errorStatus = error && 'status' in error ? error.status : null;
  const isWrongShop = errorStatus === 404 || errorStatus === 403;
  const readAgain = useCallback(() => void refetch(), [refetch]);
  useRetryWithBackoff(isFetching ? 'pending' : error && !isWrongShop ? 'failed' : 'ok', readAgain);

  if (isWrongShop) return <>{wrongShop}</>;

  const isConnected = isLive && !error;
  return (
    <div
      data-testid="big-screen"
      className="fixed inset-0 z-40 flex flex-col overflow-y-auto bg-white text-zinc-950 dark:bg-zinc-950 dark:text-white"
    >
      <header className="flex flex-wrap items-center gap-x-[2vw] gap-y-2 border-zinc-200 border-b-2 px-[3vw] py-[1.5vh] dark:border-zinc-800">
        <JonoMark className="size-[max(2.25rem,min(3.5vw,6vh))] shrink-0" />
        <div className="min-w-0 flex-1">
          <h1 className="sr-only">{title}</h1>
          <p className="truncate font-extrabold text-[max(1.5rem,min(3vw,5.2vh))] leading-tight tracking-tight">
            {status?.shop.name ?? title}
          </p>
        </div>
        {status ? (
          <p
            data-testid="screen-queue-state"
            data-queue-state={status.shop.queueState}
            className="inline-flex items-center gap-[0.5em] rounded-full bg-zinc-100 px-[0.9em] py-[0.3em] font-bold text-[max(1.125rem,1.8vw)] dark:bg-zinc-900"
          >
            <span
              aria-hidden
              className={cn(
                'size-[0.7em] rounded-full',
                queueStateTones[status.shop.queueState].dot,
              )}
            />
            {t(`bigScreen.queueState.${status.shop.queueState}`)}
          </p>
        ) : null}
        {status ? (
          <p className="font-extrabold text-[max(1.5rem,min(3vw,5.2vh))] tabular-nums">
            <time>{shopClock(new Date(now).toISOString(), status.shop.timezone)}</time>
          </p>
        ) : null}
        <div className="flex items-center gap-1">
          <span
            role="status"
            data-live={isConnected}
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-3 py-1.5 font-semibold text-sm',
              isConnected
                ? 'text-emerald-800 dark:text-emerald-300'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'size-2.5 rounded-full',
                isConnected ? 'bg-emerald-500' : 'bg-amber-500',
              )}
            />
            {isConnected ? t('board.live') : t('board.reconnecting')}
          </span>
          <FullscreenButton />
          {toolbar}
        </div>
      </header>

      {status ? <NowCalling status={status} now={now} /> : null}
      {status ? (
        <div className="grid min-h-0 flex-1 gap-[2.5vw] px-[3vw] py-[2vh] lg:grid-cols-[repeat(3,minmax(0,1fr))] lg:grid-rows-[minmax(auto,1fr)]">
          <NowServing status={status} now={now} />
          <NextInLine status={status} />
          <JoinPanel status={status} />
        </div>
      ) : (
        <div
          role="status"
          className="flex flex-1 flex-col items-center justify-center gap-6 px-6 text-center"
        >
          <Spinner className="size-16 text-amber-400" />
          <p className="font-semibold text-[max(1.25rem,2vw)] text-zinc-700 dark:text-zinc-300">
            {error ? t('bigScreen.offline') : t('bigScreen.loading')}
          </p>
        </div>
      )}
    </div>
  );
}
