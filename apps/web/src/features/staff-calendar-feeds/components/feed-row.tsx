import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { timeAgo } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import type { CalendarFeed, MadeFeed } from '../api/calendar-feeds';
import { useFeedActions } from '../hooks/use-feed-actions';

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

/** Make an address, or, once there is one, renew or stop it (both ask first). */
function AddressButtons({
  feed,
  name,
  isMaking,
  onMake,
  onAsk,
}: {
  feed: CalendarFeed;
  name: string;
  isMaking: boolean;
  onMake: () => void;
  onAsk: (step: 'renew' | 'stop') => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {feed.isActive ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => onAsk('renew')}>
            <RefreshCw aria-hidden className="size-4" />
            {t('calendarFeeds.renew')}
          </Button>
          <Button variant="dangerGhost" size="sm" onClick={() => onAsk('stop')}>
            <Trash2 aria-hidden className="size-4" />
            {t('calendarFeeds.stop')}
          </Button>
        </>
      ) : (
        <BusyButton
          size="sm"
          busy={isMaking}
          busyLabel={t('calendarFeeds.making')}
          icon={<CalendarPlus aria-hidden className="size-4" />}
          onClick={onMake}
          aria-label={t('calendarFeeds.makeFor', { name })}
        >
          {t('calendarFeeds.make')}
        </BusyButton>
      )}
    </div>
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
  const actions = useFeedActions(feed, onMade);
  const [asking, setAsking] = useState<'renew' | 'stop' | null>(null);
  const name = feed.memberName ?? t('calendarFeeds.shopFeed');
  const closeWhenDone = (done: boolean) => {
    if (done) setAsking(null);
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
        <AddressButtons
          feed={feed}
          name={name}
          isMaking={actions.isMaking}
          onMake={() => void actions.make()}
          onAsk={setAsking}
        />
      </div>
      <Switch
        label={t('calendarFeeds.withWalkIns')}
        description={t('calendarFeeds.withWalkInsHint')}
        checked={actions.withWalkIns}
        disabled={actions.isChanging}
        onCheckedChange={(checked) => void actions.toggleWalkIns(checked)}
      />
      <ConfirmDialog
        subject={asking === 'renew' ? feed : null}
        isPending={actions.isMaking}
        variant="primary"
        icon={RefreshCw}
        title={t('calendarFeeds.renewAsk.title', { name })}
        description={t('calendarFeeds.renewAsk.description')}
        keepLabel={t('calendarFeeds.keep')}
        confirmLabel={t('calendarFeeds.renewAsk.confirm')}
        workingLabel={t('calendarFeeds.making')}
        onConfirm={() => void actions.make().then(closeWhenDone)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        subject={asking === 'stop' ? feed : null}
        isPending={actions.isStopping}
        icon={Trash2}
        title={t('calendarFeeds.stopAsk.title', { name })}
        description={t('calendarFeeds.stopAsk.description')}
        keepLabel={t('calendarFeeds.keep')}
        confirmLabel={t('calendarFeeds.stopAsk.confirm')}
        workingLabel={t('calendarFeeds.stopping')}
        onConfirm={() => void actions.stop(name).then(closeWhenDone)}
        onClose={() => setAsking(null)}
      />
    </li>
  );
}
