import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { Armchair, CalendarClock, Footprints } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { servicesLine } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import { type MyDayVisit, myDayOf } from '../utils/my-day';
import { SectionEmpty } from './board-section';

/** "Booking · here" or "Walk-in · on the way": what kind of visit, and whether they came. */
function VisitKind({ visit }: { visit: MyDayVisit }) {
  const { t } = useTranslation();
  const Icon = visit.kind === 'booking' ? CalendarClock : Footprints;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden className="size-4 text-zinc-500 dark:text-zinc-400" />
      {t(`board.myDay.kind.${visit.kind}`)}
      <Badge tone={visit.isHere ? 'emerald' : 'zinc'}>
        {t(visit.isHere ? 'board.myDay.here' : 'board.myDay.notHere')}
      </Badge>
    </span>
  );
}

function VisitRow({ visit, timezone }: { visit: MyDayVisit; timezone: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex gap-3.5 py-3" data-testid="my-day-visit">
      <p className="grid h-11 min-w-16 shrink-0 place-items-center rounded-xl bg-zinc-100 px-2.5 font-bold text-base text-zinc-900 tabular-nums dark:bg-zinc-800 dark:text-zinc-100">
        {visit.at ? shopClock(visit.at, timezone) : '–'}
        <span className="sr-only">{visit.at ? '' : t('board.myDay.noEstimate')}</span>
      </p>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold text-base text-zinc-950 dark:text-white">
          {visit.customerName}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
          <VisitKind visit={visit} />
          <span>{servicesLine(visit.services)}</span>
        </p>
      </div>
    </li>
  );
}

/**
 * The viewer's own day, for a barber at the chair with a phone: who sits in their chair, then
 * their bookings and the walk-ins who asked for them, in the order they come. Walk-ins for any
 * barber are counted apart: "start next" offers them too, but a colleague may take them.
 */
export function MyDayPanel({ board, viewerId }: { board: QueueBoard; viewerId: string }) {
  const { t } = useTranslation();
  const { timezone } = board.shop;
  const day = myDayOf(board, viewerId);
  const isEmpty = !day.inChair && day.next.length === 0;
  return (
    <div className="space-y-4" data-testid="my-day">
      {day.inChair ? (
        <section
          aria-label={t('board.myDay.inChair')}
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-400/30 dark:bg-amber-400/10"
        >
          <p className="flex items-center gap-2 font-medium text-amber-900 text-sm dark:text-amber-200">
            <Armchair aria-hidden className="size-4" />
            {t('board.myDay.inChairUntil', { time: shopClock(day.inChair.endsAt, timezone) })}
          </p>
          <p className="mt-1 break-words font-semibold text-lg text-zinc-950 dark:text-white">
            {day.inChair.customerName}
          </p>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {servicesLine(day.inChair.services)}
          </p>
        </section>
      ) : null}
      {isEmpty ? (
        <SectionEmpty title={t('board.myDay.empty')} hint={t('board.myDay.emptyHint')} />
      ) : day.next.length > 0 ? (
        <section aria-label={t('board.myDay.next')}>
          <h2 className="font-semibold text-base text-zinc-950 dark:text-white">
            {t('board.myDay.next')}
          </h2>
          <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {day.next.map((visit) => (
              <VisitRow key={visit.id} visit={visit} timezone={timezone} />
            ))}
          </ol>
        </section>
      ) : null}
      {day.forAnyone > 0 ? (
        <p className="rounded-2xl bg-zinc-100 px-4 py-3 text-sm text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
          {t('board.myDay.forAnyone', { count: day.forAnyone })}
        </p>
      ) : null}
    </div>
  );
}
