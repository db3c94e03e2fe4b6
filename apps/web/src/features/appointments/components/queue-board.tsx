import type { QueueBoard as Board } from '@jono/contract/api/staff-queue';
import { Armchair, CheckCheck, History, Play, Scissors, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useNow } from '@/lib/use-now';
import { type InServiceEntry, useQueueBoardQuery, type WaitingEntry } from '../api/queue-board';
import { type BoardActions, useBoardActions } from '../hooks/use-board-actions';
import { useQueueLive } from '../hooks/use-queue-live';
import { shopDate } from '../utils/format';
import { BarbersList } from './barbers-list';
import { BoardSection } from './board-section';
import { BoardStats } from './board-stats';
import { CancelDialog } from './cancel-dialog';
import { FinishedList } from './finished-list';
import { chairsInOrder, InServiceList } from './in-service-list';
import { LiveBadge } from './live-badge';
import { MoveUpDialog } from './move-up-dialog';
import { NoShowDialog } from './no-show-dialog';
import { StartServiceDialog } from './start-service-dialog';
import { WaitingList } from './waiting-list';

/** Who is looking at the board: their own chair comes first and they start as themselves. */
export interface BoardViewer {
  userId: string;
  shopId: string;
  accessToken: string;
}

type DialogKind = 'start' | 'cancel' | 'noShow' | 'moveUp';

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
 * On a phone the next step stays in reach at the bottom of the screen: finishing the
 * customer in the viewer's own chair, or else starting the next one in line.
 */
function PhoneActionBar({
  board,
  viewerId,
  actions,
  onStart,
}: {
  board: Board;
  viewerId: string;
  actions: BoardActions;
  onStart: (entry: WaitingEntry) => void;
}) {
  const { t } = useTranslation();
  const ownChair = chairsInOrder(board.inService, viewerId).find(
    (entry) => entry.barberId === viewerId,
  );
  const next = board.waiting[0];
  if (!ownChair && !next) return null;
  const isBusy = (orderId: string) => actions.pendingAction(orderId) !== null;
  return (
    <>
      <div aria-hidden className="h-20 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 border-zinc-200 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-md lg:hidden dark:border-zinc-800 dark:bg-zinc-950/95">
        <div className="mx-auto flex max-w-lg items-center gap-3">
          {ownChair ? (
            <>
              <p className="min-w-0 flex-1 text-sm text-zinc-700 dark:text-zinc-300">
                <span className="block text-xs">{t('board.phoneBar.inYourChair')}</span>
                <span className="block truncate font-semibold text-zinc-950 dark:text-white">
                  {ownChair.customerName}
                </span>
              </p>
              <Button
                disabled={isBusy(ownChair.orderId)}
                aria-label={`${t('board.actions.finish')}: ${ownChair.customerName}`}
                onClick={() => void actions.finish(ownChair)}
              >
                {actions.pendingAction(ownChair.orderId) === 'finish' ? (
                  <Spinner className="size-4 text-current" />
                ) : (
                  <CheckCheck aria-hidden className="size-4" />
                )}
                {t('board.actions.finish')}
              </Button>
            </>
          ) : next ? (
            <>
              <p className="min-w-0 flex-1 text-sm text-zinc-700 dark:text-zinc-300">
                <span className="block text-xs">{t('board.phoneBar.next')}</span>
                <span className="block truncate font-semibold text-zinc-950 dark:text-white">
                  {next.customerName}
                </span>
              </p>
              <Button
                disabled={isBusy(next.orderId)}
                aria-label={`${t('board.phoneBar.startNext')}: ${next.customerName}`}
                onClick={() => onStart(next)}
              >
                <Play aria-hidden className="size-4" />
                {t('board.phoneBar.startNext')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </>
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
}: {
  viewer: BoardViewer;
  headerActions?: ReactNode;
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
              onStart: open('start'),
              onMoveUp: open('moveUp'),
              onNoShow: open('noShow'),
              onCancel: open('cancel'),
            }}
          />
        </BoardSection>
        <div className="space-y-8">
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
            count={board.finished.length}
          >
            <FinishedList board={board} />
          </BoardSection>
        </div>
      </div>
      <PhoneActionBar
        board={board}
        viewerId={viewer.userId}
        actions={actions}
        onStart={open('start')}
      />

      <StartServiceDialog
        entry={dialogEntry('start')}
        barbers={board.barbers}
        inService={board.inService}
        viewerId={viewer.userId}
        isPending={isDialogPending('start')}
        onStart={(entry, barber) => void actions.start(entry, barber).then(closeOnSuccess)}
        onClose={closeDialog}
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
    </div>
  );
}
