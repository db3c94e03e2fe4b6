import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type CalendarFeed,
  type MadeFeed,
  useChangeFeedMutation,
  useMakeFeedMutation,
  useStopFeedMutation,
} from '../api/calendar-feeds';

/**
 * What can be done to one feed: make or renew its address (handing the new one to `onMade`),
 * stop it, and show walk-ins or not. The switch answers at once and goes back if the server
 * refuses; a feed without an address keeps the choice for its making.
 */
export function useFeedActions(feed: CalendarFeed, onMade: (made: MadeFeed) => void) {
  const { t } = useTranslation();
  const [makeFeed, making] = useMakeFeedMutation();
  const [changeFeed, changing] = useChangeFeedMutation();
  const [stopFeed, stopping] = useStopFeedMutation();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const withWalkIns = wanted ?? feed.withWalkIns;
  const failed = (error: unknown) => notify.error(errorMessage(error));

  /** True once done, so a dialog that asked can close. */
  const make = async () => {
    try {
      onMade(await makeFeed({ scope: feed.scope, withWalkIns }).unwrap());
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const stop = async (name: string) => {
    try {
      await stopFeed(feed.scope).unwrap();
      notify.success(t('calendarFeeds.stopped', { name }));
      return true;
    } catch (error) {
      failed(error);
      return false;
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
  return {
    withWalkIns,
    make,
    stop,
    toggleWalkIns,
    isMaking: making.isLoading,
    isChanging: changing.isLoading,
    isStopping: stopping.isLoading,
  };
}
