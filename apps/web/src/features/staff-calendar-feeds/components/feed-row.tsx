import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { timeAgo } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import {
  type CalendarFeed,
  type MadeFeed,
  useChangeFeedMutation,
  useMakeFeedMutation,
  useStopFeedMutation,
} from '../api/calendar-feeds';

/** When the address was made and when a calendar last read it: proof the subscription works. */
function FeedState({ feed }: { feed: CalendarFeed }) {
  const { t, i18n } = useTranslation();
  const now = useNow(60_000);
  const ago = (instant: string) =>
    timeAgo(instant, now, i18n.language) ?? t('calendarFeeds.justNow');
  if (!feed.isActive || !feed.madeAt) return <>{t('calendarFeeds.noAddress')}</>;
  return (
    <>
      {t('calendarFeeds.madeAgo', { when: ago(feed.madeAt) })}
      {' · '}
      {feed.lastReadAt
        ? t('calendarFeeds.readAgo', { when: ago(feed.lastReadAt) })
        : t('calendarFeeds.notReadYet')}
    </>
  );
}

/**
 * One calendar (the whole shop's or a member's): whether walk-ins show in it, and its
 * address, made, renewed or stopped. Renewing and stopping ask first: every calendar
 * subscribed to the old address stops updating.
 */
export function FeedRow({
  feed,
  onMade,
}: {
  feed: CalendarFeed;
  onMade: (made: MadeFeed) => void;
}) {
  const { t } = useTranslation();
  const [makeFeed, making] = useMakeFeedMutation();
  const [changeFeed, changing] = useChangeFeedMutation();
  const [stopFeed, stopping] = useStopFeedMutation();
  const [asking, setAsking] = useState<'renew' | 'stop' | null>(null);
  // The switch answers at once; a feed without an address keeps the choice for its making.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const withWalkIns = wanted ?? feed.withWalkIns;
  const name = feed.memberName ?? t('calendarFeeds.shopFeed');
  const failed = (error: unknown) => notify.error(errorMessage(error));

  const make = async () => {
    try {
      onMade(await makeFeed({ scope: feed.scope, withWalkIns }).unwrap());
      setAsking(null);
    } catch (error) {
      failed(error);
    }
  };
  const stop = async () => {
    try {
      await stopFeed(feed.scope).unwrap();
      setAsking(null);
      notify.success(t('calendarFeeds.stopped', { name }));
    } catch (error) {
      failed(error);
    }
  };
  const toggleWalkIns = async (checked: boolean) => {
    setWanted(checked);
    if (!feed.isActive) return;
    try {
      await changeFeed({ scope: feed.scope, withWalkIns: checked }).unwrap();
    } catch (error) {
      setWanted(null);
      failed(error);
    }
  };

  return (
    <li className="space-y-3 p-4" data-testid={`calendar-feed-${feed.scope}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-zinc-950 dark:text-white">{name}</p>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            <FeedState feed={feed} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {feed.isActive ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => setAsking('renew')}>
                <RefreshCw aria-hidden className="size-4" />
                {t('calendarFeeds.renew')}
              </Button>
              <Button variant="dangerGhost" size="sm" onClick={() => setAsking('stop')}>
                <Trash2 aria-hidden className="size-4" />
                {t('calendarFeeds.stop')}
              </Button>
            </>
          ) : (
            <BusyButton
              size="sm"
              busy={making.isLoading}
              busyLabel={t('calendarFeeds.making')}
              icon={<CalendarPlus aria-hidden className="size-4" />}
              onClick={() => void make()}
              aria-label={t('calendarFeeds.makeFor', { name })}
            >
              {t('calendarFeeds.make')}
            </BusyButton>
          )}
        </div>
      </div>
      <Switch
        label={t('calendarFeeds.withWalkIns')}
        description={t('calendarFeeds.withWalkInsHint')}
        checked={withWalkIns}
        disabled={changing.isLoading}
        onCheckedChange={(checked) => void toggleWalkIns(checked)}
      />
      <ConfirmDialog
        subject={asking === 'renew' ? feed : null}
        isPending={making.isLoading}
        variant="primary"
        icon={RefreshCw}
        title={t('calendarFeeds.renewAsk.title', { name })}
        description={t('calendarFeeds.renewAsk.description')}
        keepLabel={t('calendarFeeds.keep')}
        confirmLabel={t('calendarFeeds.renewAsk.confirm')}
        workingLabel={t('calendarFeeds.making')}
        onConfirm={() => void make()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        subject={asking === 'stop' ? feed : null}
        isPending={stopping.isLoading}
        icon={Trash2}
        title={t('calendarFeeds.stopAsk.title', { name })}
        description={t('calendarFeeds.stopAsk.description')}
        keepLabel={t('calendarFeeds.keep')}
        confirmLabel={t('calendarFeeds.stopAsk.confirm')}
        workingLabel={t('calendarFeeds.stopping')}
        onConfirm={() => void stop()}
        onClose={() => setAsking(null)}
      />
    </li>
  );
}
