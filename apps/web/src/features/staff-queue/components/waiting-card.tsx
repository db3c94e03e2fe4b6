import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { formatPhone } from '@jono/contract/rules/phone';
import { ArrowUp, Ban, BellRing, CircleCheck, Clock, Phone, ShieldBan } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerHeading } from '@/components/order/customer-heading';
import { OrderContents } from '@/components/order/order-contents';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatMinutes, formatMoney } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import type { WaitingEntry } from '../api/queue-board';
import type { BoardAction } from '../hooks/use-board-step';
import { minutesSince } from '../utils/format';
import { CardActions, commonSteps } from './card-actions';
import { CustomerReach } from './customer-reach';
import { RequestedBarber } from './requested-barber';

export interface WaitingHandlers {
  onCall: (entry: WaitingEntry) => void;
  onStart: (entry: WaitingEntry) => void;
  onMoveUp: (entry: WaitingEntry) => void;
  onNoShow: (entry: WaitingEntry) => void;
  onCancel: (entry: WaitingEntry) => void;
  /** Only for the roles that may block a number (owner, receptionist). */
  onBlock?: (entry: WaitingEntry) => void;
}

/** Someone further up who waits too: only then can a checked-in customer move up. */
export function canMoveUp(entry: WaitingEntry, waiting: readonly WaitingEntry[]): boolean {
  return entry.isAtLocation && waiting.some((other) => other.position < entry.position);
}

function CheckInBadge({ isAtLocation }: { isAtLocation: boolean }) {
  const { t } = useTranslation();
  return isAtLocation ? (
    <Badge tone="emerald" className="shrink-0 gap-1">
      <CircleCheck aria-hidden className="size-3.5" />
      {t('board.waiting.checkedIn')}
    </Badge>
  ) : (
    <Badge tone="zinc" className="shrink-0 font-medium">
      {t('board.waiting.notHere')}
    </Badge>
  );
}

/** What the order takes and costs, how long they have waited, when they start, how to reach them. */
function WaitingFacts({
  entry,
  timezone,
  waited,
}: {
  entry: WaitingEntry;
  timezone: string;
  waited: number;
}) {
  const { t, i18n } = useTranslation();
  const name = entry.customerName;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
      <li>
        <span className="sr-only">{t('board.waiting.duration')}: </span>
        {formatMinutes(entry.totalDuration, i18n.language)} ·{' '}
        {formatMoney(entry.totalPrice, i18n.language)}
      </li>
      <li data-testid="waited">
        {t('board.waiting.waited', { time: formatMinutes(waited, i18n.language) })}
      </li>
      <li className="inline-flex items-center gap-1 font-medium text-zinc-800 dark:text-zinc-200">
        <Clock aria-hidden className="size-3.5" />
        {entry.estimatedStart
          ? t('board.waiting.starts', { time: shopClock(entry.estimatedStart, timezone) })
          : t('board.waiting.startUnknown')}
      </li>
      <li>
        <CustomerReach reach={entry.reach} timezone={timezone} />
      </li>
      {entry.phone ? (
        <li>
          <a
            href={`tel:${entry.phone}`}
            className="focus-ring inline-flex items-center gap-1 rounded hover:text-zinc-950 hover:underline dark:hover:text-white"
          >
            <Phone aria-hidden className="size-3.5" />
            <span className="sr-only">{t('board.waiting.call', { name })} </span>
            {formatPhone(entry.phone)}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Call, start and move up first; no-show, cancel and block apart at the end of the row. */
function WaitingCardActions({
  entry,
  board,
  pendingAction,
  handlers,
}: {
  entry: WaitingEntry;
  board: QueueBoard;
  pendingAction: BoardAction | null;
  handlers: WaitingHandlers;
}) {
  const { t } = useTranslation();
  const steps = commonSteps(t);
  return (
    <CardActions
      customerName={entry.customerName}
      pendingAction={pendingAction}
      steps={[
        {
          action: 'call',
          variant: 'secondary',
          icon: BellRing,
          label: entry.call ? t('board.actions.callAgain') : t('board.actions.callToChair'),
          busyLabel: t('board.actions.calling'),
          onClick: () => handlers.onCall(entry),
        },
        steps.start(() => handlers.onStart(entry)),
        canMoveUp(entry, board.waiting)
          ? {
              action: 'moveUp',
              variant: 'secondary',
              icon: ArrowUp,
              label: t('board.actions.moveUp'),
              busyLabel: t('board.actions.moving'),
              onClick: () => handlers.onMoveUp(entry),
            }
          : null,
      ]}
      rareSteps={[
        // A no-show is someone who was called and did not come.
        {
          ...steps.noShow(() => handlers.onNoShow(entry)),
          isDisabled: !entry.call,
          title: entry.call ? undefined : t('board.waiting.callFirst'),
        },
        {
          action: 'cancel',
          variant: 'dangerGhost',
          icon: Ban,
          label: t('board.actions.cancel'),
          onClick: () => handlers.onCancel(entry),
        },
        handlers.onBlock && entry.phone
          ? {
              action: 'block',
              variant: 'dangerGhost',
              icon: ShieldBan,
              label: t('board.actions.block'),
              onClick: () => handlers.onBlock?.(entry),
            }
          : null,
      ]}
    />
  );
}

/** The customer's name and code, and whether they were called and have checked in. */
function WaitingCardHeading({
  entry,
  nameId,
  timezone,
}: {
  entry: WaitingEntry;
  nameId: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
      <CustomerHeading
        id={nameId}
        name={entry.customerName}
        code={entry.shortCode}
        className="min-w-0"
      />
      <div className="flex shrink-0 flex-wrap items-center gap-1.5">
        {entry.call ? (
          <Badge data-testid="called-at" tone="amber" className="gap-1 tabular-nums">
            <BellRing aria-hidden className="size-3.5" />
            {t('board.waiting.calledAt', {
              time: shopClock(entry.call.calledAt, timezone),
            })}
          </Badge>
        ) : null}
        <CheckInBadge isAtLocation={entry.isAtLocation} />
      </div>
    </div>
  );
}

/** One waiting customer: place, name and code, the call and check-in, the order, the steps. */
export function WaitingCard({
  entry,
  board,
  now,
  pendingAction,
  handlers,
}: {
  entry: WaitingEntry;
  board: QueueBoard;
  now: number;
  pendingAction: BoardAction | null;
  handlers: WaitingHandlers;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const { timezone } = board.shop;
  const isBusy = pendingAction !== null;
  const waited = Math.max(entry.waitedMinutes, minutesSince(entry.joinedAt, now));
  return (
    <li>
      <article
        aria-labelledby={nameId}
        data-testid="waiting-entry"
        data-order-id={entry.orderId}
        className={cn(
          'rounded-2xl border bg-white p-4 shadow-sm transition-opacity dark:bg-zinc-900/70 dark:shadow-none',
          entry.position === 1
            ? 'border-amber-300 ring-1 ring-amber-300/60 dark:border-amber-400/40 dark:ring-amber-400/20'
            : 'border-zinc-200 dark:border-zinc-800',
          isBusy && 'opacity-70',
        )}
      >
        <div className="flex gap-3.5">
          <p
            className={cn(
              'grid size-11 shrink-0 place-items-center rounded-xl font-bold text-lg tabular-nums',
              entry.position === 1
                ? 'bg-amber-400 text-zinc-950'
                : 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100',
            )}
          >
            <span className="sr-only">{t('board.waiting.position')} </span>
            {entry.position}
          </p>
          <div className="min-w-0 flex-1">
            <WaitingCardHeading entry={entry} nameId={nameId} timezone={timezone} />
            <div className="mt-1">
              <OrderContents contents={entry} />
            </div>
            <div className="mt-2">
              <RequestedBarber entry={entry} barbers={board.barbers} />
            </div>
            <WaitingFacts entry={entry} timezone={timezone} waited={waited} />
            {entry.reorderReason ? (
              <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-sky-50 px-2.5 py-1.5 text-sky-900 text-sm dark:bg-sky-400/10 dark:text-sky-200">
                <ArrowUp aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {t('board.waiting.moved', { reason: entry.reorderReason })}
              </p>
            ) : null}
          </div>
        </div>
        <WaitingCardActions
          entry={entry}
          board={board}
          pendingAction={pendingAction}
          handlers={handlers}
        />
      </article>
    </li>
  );
}
