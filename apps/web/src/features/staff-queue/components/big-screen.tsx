import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/lib/use-now';
import { useCurrentStatusQuery } from '../api/queue-board';
import { useQueueLive } from '../hooks/use-queue-live';
import { useRetryWithBackoff } from '../hooks/use-retry-with-backoff';
import { useScreenWakeLock } from '../hooks/use-screen-wake-lock';
import { BigScreenHeader } from './big-screen-header';
import { JoinPanel } from './join-panel';
import { NextInLine } from './next-in-line';
import { NowCalling } from './now-calling';
import { NowServing } from './now-serving';

/** A safety net under the live updates: the screen reads itself again every minute anyway. */
const refreshEveryMs = 60_000;

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
      <BigScreenHeader
        title={title}
        status={status}
        now={now}
        isConnected={isConnected}
        toolbar={toolbar}
      />

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
