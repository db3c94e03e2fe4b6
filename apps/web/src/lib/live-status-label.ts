import type { LiveStatus } from '@jono/contract/api/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from './dates';
import { shopClock } from './shop-time';

/**
 * A live status in words: a break says when the barber is back ("On a break until 13:30"),
 * on the screen's clock, where staff read it.
 */
export function useLiveStatusLabel() {
  const { t } = useTranslation();
  return useCallback(
    (status: LiveStatus, breakEndsAt: string | null) =>
      status === 'on_break' && breakEndsAt
        ? t('liveStatus.onBreakUntil', { time: shopClock(breakEndsAt, browserTimeZone()) })
        : t(`liveStatus.${status}`),
    [t],
  );
}
