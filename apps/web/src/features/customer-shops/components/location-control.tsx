import { LocateFixed, MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { GeolocationState } from '../stores/geolocation-slice';

export function LocationButton({
  status,
  onLocate,
}: {
  status: GeolocationState['status'];
  onLocate: () => void;
}) {
  const { t } = useTranslation();
  const isLoading = status === 'loading';
  const isSorted = status === 'fulfilled';
  return (
    <button
      type="button"
      onClick={onLocate}
      disabled={isLoading}
      aria-pressed={isSorted}
      className={cn(
        'focus-ring inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-full border px-3.5 font-semibold text-sm transition-colors disabled:opacity-70',
        isSorted
          ? 'border-amber-400 bg-amber-50 text-amber-900 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-200'
          : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
      )}
    >
      {isLoading ? <Spinner className="size-4" /> : <LocateFixed aria-hidden className="size-4" />}
      <span>{isLoading ? t('shops.locating') : t('shops.nearMe')}</span>
    </button>
  );
}

/** Why the list is not sorted by distance after all (location refused or unavailable). */
export function LocationProblem({ failure }: { failure: GeolocationState['failure'] }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-amber-300/70 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <MapPinOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      {failure === 'denied' ? t('messages.locationRefused') : t('shops.locationUnavailable')}
    </p>
  );
}
