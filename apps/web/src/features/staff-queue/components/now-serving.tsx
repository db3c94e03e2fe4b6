import type { CurrentStatus } from '@jono/contract/api/staff-queue';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@/lib/format';
import { BigScreenEmptyNote, BigScreenSectionTitle } from './big-screen-section';

/** Who sits in which chair, and how long their service still takes. */
export function NowServing({ status, now }: { status: CurrentStatus; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="flex min-h-0 flex-col gap-[1.2vh]" data-testid="now-serving">
      <BigScreenSectionTitle>{t('bigScreen.nowServing')}</BigScreenSectionTitle>
      {status.nowServing.length === 0 ? (
        // Free chairs invite a passer-by in: said only while the queue takes them.
        <BigScreenEmptyNote>
          {status.shop.queueState === 'open'
            ? t('bigScreen.chairsFree')
            : t('bigScreen.chairsEmpty')}
        </BigScreenEmptyNote>
      ) : (
        <ul className="grid grid-cols-1 gap-[1.2vh]">
          {status.nowServing.map((chair, index) => {
            const minutesLeft = Math.ceil((new Date(chair.endsAt).getTime() - now) / 60_000);
            return (
              <li
                // The server lists chairs by service; two may share a barber's name.
                // biome-ignore lint/suspicious/noArrayIndexKey: nothing else tells them apart.
                key={`${chair.code}-${index}`}
                data-testid="serving-chair"
                className="rounded-3xl bg-zinc-100 px-[2vw] py-[1.2vh] dark:bg-zinc-900"
              >
                <p className="flex items-center gap-[0.6em] font-semibold text-[max(1rem,min(1.6vw,2.8vh))] text-zinc-700 dark:text-zinc-300">
                  <Scissors aria-hidden className="size-[1.2em] shrink-0" />
                  <span className="min-w-0 truncate">
                    {chair.barberName ?? t('bigScreen.chair', { number: index + 1 })}
                  </span>
                </p>
                <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-6">
                  <p className="min-w-0 truncate font-extrabold font-mono text-[max(1.75rem,min(3.6vw,6.2vh))] leading-tight tracking-wider">
                    {formatShortCode(chair.code)}
                  </p>
                  <p className="font-semibold text-[max(1rem,min(1.8vw,3vh))] text-zinc-700 tabular-nums dark:text-zinc-300">
                    {minutesLeft > 0
                      ? t('bigScreen.minutesLeft', {
                          time: formatMinutes(minutesLeft, i18n.language),
                        })
                      : t('bigScreen.finishing')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
