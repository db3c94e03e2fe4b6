import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { Armchair, CalendarClock, History, Scissors, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BoardActions } from '../hooks/use-board-actions';
import { chairsInUse } from '../utils/chairs';
import { BarbersList } from './barbers-list';
import type { BookingEntryDialog, WaitingEntryDialog } from './board-dialogs';
import { BoardSection } from './board-section';
import { BookingsToday } from './bookings-today';
import { FinishedList } from './finished-list';
import { InServiceList } from './in-service-list';
import { WaitingList } from './waiting-list';

/** What both columns of the board read: the board, the clock, who looks, and the steps. */
interface BoardListsProps {
  board: QueueBoard;
  now: number;
  viewerId: string;
  actions: BoardActions;
  bookingDialog: BookingEntryDialog;
}

/** The board's second column: today's bookings, the chairs, the barbers, who has finished. */
function BoardSideSections({ board, now, viewerId, actions, bookingDialog }: BoardListsProps) {
  const { t } = useTranslation();
  return (
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
            onStart: bookingDialog.open('start'),
            onFinish: (booking) => void actions.booking.finish(booking),
            onNoShow: bookingDialog.open('noShow'),
          }}
        />
      </BoardSection>
      <BoardSection
        id="in-service"
        icon={Armchair}
        title={t('board.sections.inService')}
        count={chairsInUse(board)}
      >
        <InServiceList
          board={board}
          viewerId={viewerId}
          pendingAction={actions.pendingAction}
          onFinish={(entry) => void actions.finish(entry)}
        />
      </BoardSection>
      <BoardSection id="barbers" icon={Scissors} title={t('board.sections.barbers')}>
        <BarbersList board={board} viewerId={viewerId} />
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
  );
}

/** The board's lists: who waits on one side; bookings, chairs, barbers and finished on the other. */
export function BoardSections({
  waitingDialog,
  canBlockPhones,
  ...lists
}: BoardListsProps & { waitingDialog: WaitingEntryDialog; canBlockPhones: boolean }) {
  const { t } = useTranslation();
  const { board, now, actions } = lists;
  return (
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
            onStart: waitingDialog.open('start'),
            onMoveUp: waitingDialog.open('moveUp'),
            onNoShow: waitingDialog.open('noShow'),
            onCancel: waitingDialog.open('cancel'),
            ...(canBlockPhones ? { onBlock: waitingDialog.open('block') } : {}),
          }}
        />
      </BoardSection>
      <BoardSideSections {...lists} />
    </div>
  );
}
