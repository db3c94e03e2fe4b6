import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMinutes, servicesLine } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import type { BoardBooking } from '../api/queue-board';
import type { BoardAction } from '../hooks/use-board-step';
import { SectionEmpty } from './board-section';
import { CardActions, commonSteps } from './card-actions';

export interface BookingHandlers {
  onCheckIn: (booking: BoardBooking) => void;
  onStart: (booking: BoardBooking) => void;
  onFinish: (booking: BoardBooking) => void;
  onNoShow: (booking: BoardBooking) => void;
}

const stageTones: Record<BoardBooking['stage'], BadgeTone> = {
  booked: 'sky',
  checked_in: 'emerald',
  in_service: 'amber',
  completed: 'zinc',
  no_show: 'red',
};

/** Whether the booked time has come: only then can someone have missed it. */
const hasStarted = (booking: BoardBooking, now: number) => Date.parse(booking.startAt) <= now;

// Longer than 80 lines by the rule's one exception: it only lays out markup (no state of its own).
function BookingCard({
  booking,
  timezone,
  now,
  pendingAction,
  handlers,
}: {
  booking: BoardBooking;
  timezone: string;
  now: number;
  pendingAction: BoardAction | null;
  handlers: BookingHandlers;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const { stage } = booking;
  const name = booking.customerName;
  const steps = commonSteps(t);
  const isOver = stage === 'completed' || stage === 'no_show';
  const isWaitingForChair = stage === 'booked' || stage === 'checked_in';
  return (
    <li>
      <article
        aria-labelledby={nameId}
        data-testid="booking-entry"
        data-order-id={booking.orderId}
        className={cn(
          'rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900/70 dark:shadow-none',
          isOver && 'opacity-70',
        )}
      >
        <div className="flex gap-3.5">
          <p className="grid h-11 shrink-0 place-items-center rounded-xl bg-zinc-100 px-2.5 font-bold text-base text-zinc-900 tabular-nums dark:bg-zinc-800 dark:text-zinc-100">
            {shopClock(booking.startAt, timezone)}
          </p>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
              <h3
                id={nameId}
                className="min-w-0 break-words font-semibold text-base text-zinc-950 dark:text-white"
              >
                <span className="sr-only">
                  {t('board.today.bookedAt', { time: shopClock(booking.startAt, timezone) })}{' '}
                </span>
                {name}
              </h3>
              <Badge
                data-testid="booking-stage"
                tone={stageTones[stage]}
                className="shrink-0 gap-1"
              >
                {stage === 'checked_in' ? <CircleCheck aria-hidden className="size-3.5" /> : null}
                {t(`board.today.stage.${stage}`, { barber: booking.barberName ?? '' })}
              </Badge>
            </div>
            <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
              {servicesLine(booking.services)} ·{' '}
              {formatMinutes(booking.totalDuration, i18n.language)}
            </p>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {t('board.today.times', {
                start: shopClock(booking.startAt, timezone),
                end: shopClock(booking.endAt, timezone),
              })}
              {isWaitingForChair ? (
                <span data-testid="booking-barber">
                  {' · '}
                  {booking.barberName
                    ? t('board.today.withBarber', { name: booking.barberName })
                    : t('board.today.anyBarber')}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        {isOver ? null : (
          <CardActions
            customerName={name}
            pendingAction={pendingAction}
            steps={[
              stage === 'in_service' ? steps.finish(() => handlers.onFinish(booking)) : null,
              isWaitingForChair ? steps.start(() => handlers.onStart(booking)) : null,
              stage === 'booked'
                ? {
                    action: 'checkIn',
                    variant: 'secondary',
                    icon: CircleCheck,
                    label: t('board.today.actions.checkIn'),
                    onClick: () => handlers.onCheckIn(booking),
                  }
                : null,
            ]}
            rareSteps={[
              isWaitingForChair && hasStarted(booking, now)
                ? steps.noShow(() => handlers.onNoShow(booking))
                : null,
            ]}
          />
        )}
      </article>
    </li>
  );
}

/** Today's bookings in time order, run on the board like the walk-ins beside them. */
export function BookingsToday({
  board,
  now,
  pendingAction,
  handlers,
}: {
  board: QueueBoard;
  now: number;
  pendingAction: (orderId: string) => BoardAction | null;
  handlers: BookingHandlers;
}) {
  const { t } = useTranslation();
  if (board.bookings.length === 0) {
    return <SectionEmpty title={t('board.today.empty')} />;
  }
  return (
    <ol className="space-y-3">
      {board.bookings.map((booking) => (
        <BookingCard
          key={booking.orderId}
          booking={booking}
          timezone={board.shop.timezone}
          now={now}
          pendingAction={pendingAction(booking.orderId)}
          handlers={handlers}
        />
      ))}
    </ol>
  );
}
