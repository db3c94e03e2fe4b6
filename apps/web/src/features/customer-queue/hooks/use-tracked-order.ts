import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { statusOf } from '@/lib/error-message';
import { useQueueOrderQuery } from '../api/queue-order';
import { useOrderAlertReactions } from './use-order-alert-reactions';
import { useOrderLiveUpdates } from './use-order-live-updates';

/** A safety net under the live updates: estimates drift with the clock, so re-read now and then. */
const refreshEveryMs = 60_000;
/** Without a live connection (a network that blocks it), the page reads itself this often. */
const pollWithoutLiveMs = 15_000;

/**
 * The customer's order as it is now: position, wait and status follow `order:place`
 * announcements without a reload, read again now and then (more often without a live
 * connection), with its alerts reacted to; an unknown order opens /order-notfound.
 */
export function useTrackedOrder(orderId: string) {
  const navigate = useNavigate();
  const { isLive } = useOrderLiveUpdates(orderId);
  const query = useQueueOrderQuery(orderId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: isLive ? refreshEveryMs : pollWithoutLiveMs,
    skipPollingIfUnfocused: isLive,
  });
  useOrderAlertReactions(orderId);
  const isNotFound = statusOf(query.error) === 404;

  useEffect(() => {
    if (isNotFound) navigate(paths.orderNotFound, { replace: true });
  }, [isNotFound, navigate]);

  return { ...query, isLive, isNotFound };
}
