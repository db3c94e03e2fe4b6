import { Coffee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { browserTimeZone } from '@/lib/dates';
import { formatMinutes } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import { useNow } from '@/lib/use-now';
import { extendedBreak } from '../utils/break-length';

/** Minutes one press adds to a break. */
const EXTRA_MINUTES = 10;

/**
 * The break the user is on: when it ends (or that it has, while customers are told they are
 * due any moment), with a longer break, another length and "back now" at hand.
 */
export function BreakPanel({
  breakEndsAt,
  isPending,
  onLength,
  onChooseLength,
  onBack,
}: {
  breakEndsAt: string;
  isPending: boolean;
  onLength: (breakMinutes: number) => void;
  onChooseLength: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow(15_000);
  const time = shopClock(breakEndsAt, browserTimeZone());
  const hasEnded = Date.parse(breakEndsAt) <= now;
  return (
    <div
      data-testid="break-panel"
      className="mt-4 flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3.5 sm:flex-row sm:items-center dark:border-sky-400/20 dark:bg-sky-400/10"
    >
      <p className="flex flex-1 items-center gap-2 font-medium text-sm text-sky-950 dark:text-sky-100">
        <Coffee aria-hidden className="size-4 shrink-0" />
        {hasEnded ? t('liveStatus.break.ended', { time }) : t('liveStatus.onBreakUntil', { time })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={isPending}
          onClick={() => onLength(extendedBreak(breakEndsAt, EXTRA_MINUTES, Date.now()))}
        >
          {t('liveStatus.break.extend', { length: formatMinutes(EXTRA_MINUTES, i18n.language) })}
        </Button>
        <Button size="sm" variant="ghost" disabled={isPending} onClick={onChooseLength}>
          {t('liveStatus.break.other')}
        </Button>
        <Button size="sm" disabled={isPending} onClick={onBack}>
          {t('liveStatus.break.back')}
        </Button>
      </div>
    </div>
  );
}
