import type { OrderCall } from '@jono/contract/api/queue';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shopClock } from '@/lib/shop-time';

/** Staff called the customer: where to go, and since when. Loud, since it is the moment. */
export function YourTurn({ call, timezone }: { call: OrderCall; timezone: string }) {
  const { t } = useTranslation();
  const words = call.chair
    ? t('tracking.turnToChair', { chair: call.chair })
    : call.barberName
      ? t('tracking.turnToBarber', { barber: call.barberName })
      : t('tracking.turnNow');
  return (
    <div
      role="alert"
      data-testid="your-turn"
      className="relative mt-5 flex items-start gap-3 rounded-2xl bg-amber-400 p-4 text-zinc-950"
    >
      <BellRing aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="font-bold text-lg leading-snug">{words}</p>
        <p className="mt-1 font-medium text-sm tabular-nums">
          {t('tracking.calledAt', { time: shopClock(call.calledAt, timezone) })}
        </p>
      </div>
    </div>
  );
}
