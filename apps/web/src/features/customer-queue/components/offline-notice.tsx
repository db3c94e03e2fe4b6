import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '@/lib/dates';
import { shopClock } from '@/lib/shop-time';

/**
 * Shown when the page has no connection: what it shows is the order's place as it was last
 * seen (the service worker's saved answer, or the last one this page read).
 */
export function OfflineNotice({ savedAt }: { savedAt: string | null }) {
  const { t } = useTranslation();
  // When this device last read the place, on its own clock.
  const time = savedAt ? shopClock(savedAt, browserTimeZone()) : null;
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className="flex items-center gap-2 rounded-xl border border-zinc-300 bg-zinc-100 px-4 py-3 text-sm text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-200"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {time ? t('alerts.offlineAt', { time }) : t('alerts.offline')}
    </p>
  );
}
