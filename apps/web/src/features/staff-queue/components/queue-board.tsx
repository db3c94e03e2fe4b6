import { Armchair, CalendarClock, History, Scissors, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { useNow } from '@/lib/use-now';
import {
  type BoardBooking,
  type InServiceEntry,
  useQueueBoardQuery,
  type WaitingEntry,
} from '../api/queue-board';
import { useBoardActions } from '../hooks/use-board-actions';
import { useQueueLive } from '../hooks/use-queue-live';
import { shopDate } from '../utils/format';
import { BarbersList } from './barbers-list';
import { BlockPhoneDialog } from './block-phone-dialog';
import { BoardSection } from './board-section';
import { BoardStats } from './board-stats';
import { BookingsToday } from './bookings-today';
import { CancelDialog } from './cancel-dialog';
import { FinishedList } from './finished-list';
import { InServiceList } from './in-service-list';
import { LiveBadge } from './live-badge';
import { MoveUpDialog } from './move-up-dialog';
import { NoShowDialog } from './no-show-dialog';
import { PhoneActionBar } from './phone-action-bar';
import { StartServiceDialog } from './start-service-dialog';
import { WaitingList } from './waiting-list';

/** Who is looking at the board: their own chair comes first and they start as themselves. */
export interface BoardViewer {
  userId: string;
  shopId: string;
  accessToken: string;
}

type DialogKind = 'start' | 'cancel' | 'noShow' | 'moveUp' | 'block';

const refreshEveryMs = 60_000;

function BoardSkeleton() {
  return (
    <div className="space-y-6" aria-hidden>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="space-y-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
        <div className="space-y-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/**
 * Today's queue, live: who waits, who sits in which chair and for how long yet, who has
 * finished, and the barbers. Every step (start, finish, no-show, cancel, move up) is taken
 * here; the board reads itself again whenever the shop's queue changes anywhere.
 */
export function QueueBoard({
  viewer,
  headerActions,
  canBlockPhones = false,
}: {
  viewer: BoardViewer;
  headerActions?: ReactNode;
  /** Whether the viewer's role may keep a customer's number out of the shop. */
  canBlockPhones?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const {
    data: board,
    error,
    isLoading,
    refetch,
    isFetching,
  } = useQueueBoardQuery(
    viewer.shopId,
    // Live updates carry every change; this only keeps the estimates fresh as time passes.
    { pollingInterval: refreshEveryMs },
  );
  const { isLive } = useQueueLive({ shopId: viewer.shopId, accessToken: viewer.accessToken });
  const actions = useBoardActions();
  const now = useNow(30_000);
  const [dialog, setDialog] = useState<{ kind: DialogKind; orderId: string } | null>(null);

  const dialogEntry = (kind: DialogKind) =>
    dialog?.kind === kind
      ? (board?.waiting.find((entry) => entry.orderId === dialog.orderId) ?? null)
      : null;
  const isDialogPending = (kind: DialogKind) =>
    dialog?.kind === kind && actions.pendingAction(dialog.orderId) === kind;
  const open = (kind: DialogKind) => (entry: WaitingEntry) =>
    setDialog({ kind, orderId: entry.orderId });
  const closeDialog = () => setDialog(null);
  const closeOnSuccess = (isDone: boolean) => {
    if (isDone) setDialog(null);
  };
  // Today's bookings open the same start and no-show dialogs, for a booking.
  const [bookingDialog, setBookingDialog] = useState<{
    kind: 'start' | 'noShow';
    orderId: string;
  } | null>(null);
  const bookingEntry = (kind: 'start' | 'noShow') =>
    bookingDialog?.kind === kind
      ? (board?.bookings.find((booking) => booking.orderId === bookingDialog.orderId) ?? null)
      : null;
  const isBookingPending = (kind: 'start' | 'noShow') =>
    bookingDialog?.kind === kind && actions.pendingAction(bookingDialog.orderId) === kind;
  const openBooking = (kind: 'start' | 'noShow') => (booking: BoardBooking) =>
    setBookingDialog({ kind, orderId: booking.orderId });
  const closeBookingDialog = () => setBookingDialog(null);
  const closeBookingOnSuccess = (isDone: boolean) => {
    if (isDone) setBookingDialog(null);
  };

  const title = t('dashboard.pages.appointments.title');
  const header = (
    <PageHeader
      title={title}
      description={
        board
          ? t('board.subtitle', {
              shop: board.shop.name,
              date: shopDate(now, i18n.language, board.shop.timezone),
            })
          : t('dashboard.pages.appointments.description')
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <LiveBadge isLive={isLive} />
          {headerActions}
        </div>
      }
    />
  );

  if (!board) {
    return (
      <div className="space-y-8">
        {header}
        {isLoading || !error ? (
          <div role="status" aria-label={t('board.loading')}>
            <BoardSkeleton />
          </div>
        ) : (
          <Alert tone="danger" title={t('board.loadFailed')}>
            <p>{errorMessage(error, t('messages.somethingWentWrong'))}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={isFetching}
              onClick={() => void refetch()}
            >
              {t('actions.tryAgain')}
            </Button>
          </Alert>
        )}
      </div>
    );
  }

  const onFinish = (entry: InServiceEntry) => void actions.finish(entry);

  return (
    <div className="space-y-6 sm:space-y-8">
      {header}
      <BoardStats board={board} />
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-6">
        <BoardSection
          id="waiting"
          icon={Users}
          title={t('board.sections.waiting')}
          count={board.waiting.length}
        >
          <WaitingList
            board={board}
            now={now}
            pendingAction={actions.pendingAction}
            handlers={{
              onCall: (entry) => void actions.call(entry),
              onStart: open('start'),
              onMoveUp: open('moveUp'),
              onNoShow: open('noShow'),
              onCancel: open('cancel'),
              ...(canBlockPhones ? { onBlock: open('block') } : {}),
            }}
          />
        </BoardSection>
        <div className="space-y-8">
          <BoardSection
            id="bookings"
            icon={CalendarClock}
            title={t('board.today.title')}
            count={board.bookings.length}
          >
            <BookingsToday
              board={board}
              now={now}
              pendingAction={actions.pendingAction}
              handlers={{
                onCheckIn: (booking) => void actions.booking.checkIn(booking),
                onStart: openBooking('start'),
                onFinish: (booking) => void actions.booking.finish(booking),
                onNoShow: openBooking('noShow'),
              }}
            />
          </BoardSection>
          <BoardSection
            id="in-service"
            icon={Armchair}
            title={t('board.sections.inService')}
            count={board.inService.length}
          >
            <InServiceList
              board={board}
              viewerId={viewer.userId}
              pendingAction={actions.pendingAction}
              onFinish={onFinish}
            />
          </BoardSection>
          <BoardSection id="barbers" icon={Scissors} title={t('board.sections.barbers')}>
            <BarbersList board={board} viewerId={viewer.userId} />
          </BoardSection>
          <BoardSection
            id="finished"
            icon={History}
            title={t('board.sections.finished')}
            count={board.finished.filter((entry) => entry.status === 'served').length}
          >
            <FinishedList board={board} />
          </BoardSection>
        </div>
      </div>
      <PhoneActionBar
        shopId={viewer.shopId}
        viewerId={viewer.userId}
        actions={actions}
        onStart={open('start')}
      />

      <StartServiceDialog
        entry={dialogEntry('start')}
        barbers={board.barbers}
        inService={[...board.inService, ...board.bookings]}
        viewerId={viewer.userId}
        isPending={isDialogPending('start')}
        onStart={(entry, barber) => void actions.start(entry, barber).then(closeOnSuccess)}
        onClose={closeDialog}
      />
      <StartServiceDialog
        entry={bookingEntry('start')}
        barbers={board.barbers}
        inService={[...board.inService, ...board.bookings]}
        viewerId={viewer.userId}
        isPending={isBookingPending('start')}
        onStart={(booking, barber) =>
          void actions.booking.start(booking, barber).then(closeBookingOnSuccess)
        }
        onClose={closeBookingDialog}
      />
      <NoShowDialog
        entry={bookingEntry('noShow')}
        isPending={isBookingPending('noShow')}
        description={t('board.today.noShowDescription')}
        onConfirm={(booking) => void actions.booking.noShow(booking).then(closeBookingOnSuccess)}
        onClose={closeBookingDialog}
      />
      <CancelDialog
        entry={dialogEntry('cancel')}
        isPending={isDialogPending('cancel')}
        onCancel={(entry, reason) => void actions.cancel(entry, reason).then(closeOnSuccess)}
        onClose={closeDialog}
      />
      <NoShowDialog
        entry={dialogEntry('noShow')}
        isPending={isDialogPending('noShow')}
        onConfirm={(entry) => void actions.noShow(entry).then(closeOnSuccess)}
        onClose={closeDialog}
      />
      <MoveUpDialog
        entry={dialogEntry('moveUp')}
        waiting={board.waiting}
        isPending={isDialogPending('moveUp')}
        onMoveUp={(entry, ahead, reason) =>
          void actions.moveUp(entry, ahead, reason).then(closeOnSuccess)
        }
        onClose={closeDialog}
      />
      <BlockPhoneDialog
        entry={dialogEntry('block')}
        isPending={isDialogPending('block')}
        onConfirm={(entry) => {
          if (entry.phone) void actions.block(entry, entry.phone).then(closeOnSuccess);
        }}
        onClose={closeDialog}
      />
    </div>
  );
}
