import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { BigScreenEmptyNote, BigScreenSectionTitle } from './big-screen-section';

/** The first few waiting, by code (never by name), and how many more wait behind them. */
export function NextInLine({ status }: { status: CurrentStatus }) {
  const { t } = useTranslation();
  const hiddenCount = status.waiting - status.next.length;
  return (
    <section className="flex min-h-0 flex-col gap-[1.2vh]" data-testid="next-in-line">
      <BigScreenSectionTitle>{t('bigScreen.next')}</BigScreenSectionTitle>
      {status.next.length === 0 ? (
        // "Walk right in" only while the queue takes walk-ins.
        <BigScreenEmptyNote>
          {status.shop.queueState === 'open'
            ? t('bigScreen.nobodyWaiting')
            : t('bigScreen.nobodyQueued')}
        </BigScreenEmptyNote>
      ) : (
        <ol className="divide-y-2 divide-zinc-200 dark:divide-zinc-800">
          {status.next.map((entry) => (
            <li
              key={entry.position}
              data-testid="next-customer"
              className="flex items-center gap-[1.2vw] py-[0.8vh]"
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
              <span className="flex-1 whitespace-nowrap font-bold font-mono text-[max(1.375rem,min(2.5vw,4.4vh))] leading-tight tracking-wider">
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
