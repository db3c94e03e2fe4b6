import { CalendarClock, Play, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { DialogSubmitActions } from '@/components/ui/dialog-actions';
import { LiveStatusDot } from '@/components/ui/live-status-dot';
import { cn } from '@/lib/cn';
import { formatMinutes, intlLocale, servicesLine } from '@/lib/format';
import { shopClock } from '@/lib/shop-time';
import type { BoardBarber, InServiceEntry, WaitingEntry } from '../api/queue-board';
import type { BookingClash } from '../utils/booking-clash';

/**
 * Who takes the customer unless the user picks another: the barber they asked for when that
 * chair is free, else the viewer when they cut hair and their chair is free, else the first
 * free barber who is available, else any free one.
 */
export function defaultBarberId(
  barbers: readonly BoardBarber[],
  viewerId: string,
  requestedId: string | null = null,
): string | null {
  const free = barbers.filter((barber) => !barber.servingOrderId);
  return (
    free.find((barber) => barber.userId === requestedId)?.userId ??
    free.find((barber) => barber.userId === viewerId)?.userId ??
    free.find((barber) => barber.status === 'available')?.userId ??
    free[0]?.userId ??
    null
  );
}

/** What the dialog needs of a waiting walk-in (with the barber they asked for) or a booking. */
export type StartableEntry = Pick<
  WaitingEntry,
  'orderId' | 'customerName' | 'services' | 'totalDuration' | 'isAtLocation'
> &
  Partial<Pick<WaitingEntry, 'requestedBarber'>>;

/** One barber to choose: free ones by a radio button, busy ones greyed with whom they serve. */
function BarberOption({
  barber,
  servingName,
  isChosen,
  isViewer,
  isPending,
  onChoose,
}: {
  barber: BoardBarber;
  servingName: string | undefined;
  isChosen: boolean;
  isViewer: boolean;
  isPending: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const isFree = !barber.servingOrderId;
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-xl border px-3.5 py-3 transition-colors',
        isFree
          ? 'cursor-pointer border-zinc-300 hover:bg-zinc-50 has-[:checked]:border-amber-400 has-[:checked]:bg-amber-50 dark:border-zinc-700 dark:has-[:checked]:border-amber-400/60 dark:has-[:checked]:bg-amber-400/10 dark:hover:bg-zinc-800/60'
          : 'cursor-not-allowed border-zinc-200 opacity-60 dark:border-zinc-800',
      )}
    >
      <input
        type="radio"
        name="barber"
        value={barber.userId}
        checked={isChosen && isFree}
        disabled={!isFree || isPending}
        onChange={onChoose}
        className="size-4 accent-amber-500"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-sm text-zinc-950 dark:text-white">
          {barber.name}
          {isViewer ? ` (${t('board.you')})` : ''}
        </span>
        <span className="mt-0.5 flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
          {barber.status ? <LiveStatusDot status={barber.status} /> : null}
          {isFree
            ? t(`board.status.${barber.status ?? 'none'}`)
            : t('board.barbers.serving', { name: servingName ?? '…' })}
        </span>
      </span>
    </label>
  );
}

/** The customer asked for a barber other than the one chosen. */
function AskedForAnotherNote({ name, barber }: { name: string; barber: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="alert"
      data-testid="asked-for-another"
      className="flex items-start gap-2 rounded-xl bg-violet-50 px-3.5 py-3 text-sm text-violet-950 ring-1 ring-violet-600/25 ring-inset dark:bg-violet-400/10 dark:text-violet-100"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('board.start.askedForAnother', { name, barber })}
    </p>
  );
}

/** Starting now would run into the chosen barber's booking: when, whose, and who else is free. */
function BookingClashNote({ clash, timezone }: { clash: BookingClash; timezone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p
      role="alert"
      data-testid="booking-clash"
      className="flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-amber-950 text-sm ring-1 ring-amber-600/25 ring-inset dark:bg-amber-400/10 dark:text-amber-100"
    >
      <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('board.start.bookingClash', {
        time: shopClock(clash.startAt, timezone),
        name: clash.customerName,
      })}{' '}
      {clash.othersFree.length > 0
        ? t('board.start.othersFree', {
            names: new Intl.ListFormat(intlLocale(i18n.language)).format(clash.othersFree),
            count: clash.othersFree.length,
          })
        : t('board.start.nobodyFree')}
    </p>
  );
}

/** The barbers to choose from, and a plain alert when none is free. */
function BarberFieldset({
  barbers,
  inService,
  chosenId,
  hasFreeChoice,
  viewerId,
  isPending,
  onChoose,
}: {
  barbers: readonly BoardBarber[];
  inService: readonly Pick<InServiceEntry, 'orderId' | 'customerName'>[];
  chosenId: string | null;
  hasFreeChoice: boolean;
  viewerId: string;
  isPending: boolean;
  onChoose: (userId: string) => void;
}) {
  const { t } = useTranslation();
  const customerOf = new Map(inService.map((served) => [served.orderId, served.customerName]));
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-sm text-zinc-900 dark:text-zinc-100">
        {t('board.start.barber')}
      </legend>
      <div className="space-y-2">
        {barbers.map((barber) => (
          <BarberOption
            key={barber.userId}
            barber={barber}
            servingName={barber.servingOrderId ? customerOf.get(barber.servingOrderId) : undefined}
            isChosen={chosenId === barber.userId}
            isViewer={barber.userId === viewerId}
            isPending={isPending}
            onChoose={() => onChoose(barber.userId)}
          />
        ))}
      </div>
      {hasFreeChoice ? null : (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {t('board.start.noFreeBarber')}
        </p>
      )}
    </fieldset>
  );
}

/** The customer has not checked in, and may not be in the shop at all. */
function NotCheckedInNote({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-amber-950 text-sm ring-1 ring-amber-600/25 ring-inset dark:bg-amber-400/10 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('board.today.notCheckedIn', { name })}
    </p>
  );
}

/**
 * The barber picked in the dialog, or the default one while none is picked. A pick that has
 * since taken a customer (e.g. for the previous one) no longer counts.
 */
function useChosenBarber(
  barbers: readonly BoardBarber[],
  viewerId: string,
  requestedId: string | undefined,
) {
  const [chosen, choose] = useState<string | null>(null);
  const isFreeBarber = (userId: string | null) =>
    barbers.some((barber) => barber.userId === userId && !barber.servingOrderId);
  const chosenId = isFreeBarber(chosen)
    ? chosen
    : defaultBarberId(barbers, viewerId, requestedId ?? null);
  const chosenBarber = barbers.find(
    (barber) => barber.userId === chosenId && !barber.servingOrderId,
  );
  return { chosenId, chosenBarber, choose };
}

/** "Haircut, Beard trim · 45 min": what the customer is having, and for how long. */
const entrySummary = (entry: StartableEntry, language: string) =>
  `${servicesLine(entry.services)} · ${formatMinutes(entry.totalDuration, language)}`;

/**
 * Who takes the customer into the chair. A customer who has not checked in may not be in the
 * shop at all: starting them is asked to be confirmed, with the button saying so.
 */
export function StartServiceDialog<Entry extends StartableEntry>({
  entry,
  barbers,
  inService,
  viewerId,
  timezone,
  isPending,
  clashFor,
  onStart,
  onClose,
}: {
  entry: Entry | null;
  barbers: readonly BoardBarber[];
  /** The booking starting the customer with this barber now would run into, if any. */
  clashFor: (entry: Entry, barberId: string) => BookingClash | null;
  /** Who is in the chairs, walk-ins and booked customers, to say whom a barber serves. */
  inService: readonly Pick<InServiceEntry, 'orderId' | 'customerName'>[];
  viewerId: string;
  /** The shop's, for the booking's time. */
  timezone: string;
  isPending: boolean;
  onStart: (entry: Entry, barber: BoardBarber) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const requested = entry?.requestedBarber ?? null;
  const { chosenId, chosenBarber, choose } = useChosenBarber(barbers, viewerId, requested?.id);

  const clash = entry && chosenBarber ? clashFor(entry, chosenBarber.userId) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entry && chosenBarber) onStart(entry, chosenBarber);
  };

  const close = () => {
    choose(null);
    onClose();
  };

  return (
    <Dialog
      isOpen={entry !== null}
      onClose={close}
      isDismissible={!isPending}
      title={t('board.start.title', { name: entry?.customerName ?? '' })}
      description={entry ? entrySummary(entry, i18n.language) : undefined}
    >
      <form onSubmit={submit} className="space-y-5">
        <BarberFieldset
          barbers={barbers}
          inService={inService}
          chosenId={chosenId}
          hasFreeChoice={chosenBarber !== undefined}
          viewerId={viewerId}
          isPending={isPending}
          onChoose={choose}
        />
        {entry && requested && chosenBarber && chosenBarber.userId !== requested.id ? (
          <AskedForAnotherNote name={entry.customerName} barber={requested.name} />
        ) : null}
        {clash ? <BookingClashNote clash={clash} timezone={timezone} /> : null}
        {entry && !entry.isAtLocation ? <NotCheckedInNote name={entry.customerName} /> : null}
        <DialogSubmitActions
          backLabel={t('board.dialog.back')}
          onBack={close}
          busy={isPending}
          busyLabel={t('board.actions.starting')}
          icon={Play}
          disabled={!chosenBarber}
        >
          {entry && !entry.isAtLocation ? t('board.today.startAnyway') : t('board.start.confirm')}
        </DialogSubmitActions>
      </form>
    </Dialog>
  );
}
