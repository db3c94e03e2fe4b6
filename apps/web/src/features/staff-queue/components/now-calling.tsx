import { type CurrentStatus, NOW_CALLING_MS } from '@jono/contract/api/staff-queue';
import { formatShortCode } from '@jono/contract/rules/short-code';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Codes called to a chair in the last two minutes, large enough to read from the door. */
export function NowCalling({ status, now }: { status: CurrentStatus; now: number }) {
  const { t } = useTranslation();
  const calls = status.nowCalling.filter(
    (call) => now - Date.parse(call.calledAt) < NOW_CALLING_MS,
  );
  if (calls.length === 0) return null;
  return (
    <section
      data-testid="now-calling"
      aria-live="polite"
      className="mx-[3vw] mt-[1.5vh] flex flex-wrap items-center gap-x-[3vw] gap-y-[0.5vh] rounded-3xl bg-amber-400 px-[2vw] py-[1.2vh] text-zinc-950"
    >
      <h2 className="flex items-center gap-[0.6em] font-bold text-[max(1rem,min(1.6vw,2.8vh))] uppercase tracking-[0.12em]">
        <BellRing aria-hidden className="size-[1.2em] shrink-0" />
        {t('bigScreen.nowCalling')}
      </h2>
      <ul className="flex flex-wrap gap-x-[3vw] gap-y-[1vh]">
        {calls.map((call) => (
          <li
            key={call.code}
            data-testid="called-code"
            className="flex items-baseline gap-[max(1rem,1vw)]"
          >
            <span className="font-black font-mono text-[max(2rem,min(4.4vw,7.5vh))] leading-none tracking-wider">
              {formatShortCode(call.code)}
            </span>
            {call.chair || call.barberName ? (
              <span className="font-bold text-[max(1.125rem,min(2vw,3.4vh))]">
                {call.chair ? t('bigScreen.chair', { number: call.chair }) : call.barberName}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
