import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useTranslation } from 'react-i18next';
import type { BoardBooking, WaitingEntry } from '../api/queue-board';
import type { BoardActions } from '../hooks/use-board-actions';
import type { EntryDialog } from '../hooks/use-entry-dialog';
import { bookingClash } from '../utils/booking-clash';
import { BlockPhoneDialog } from './block-phone-dialog';
import { CancelDialog } from './cancel-dialog';
import { MoveUpDialog } from './move-up-dialog';
import { NoShowDialog } from './no-show-dialog';
import { StartServiceDialog } from './start-service-dialog';

type WaitingDialogKind = 'start' | 'cancel' | 'noShow' | 'moveUp' | 'block';
export type WaitingEntryDialog = EntryDialog<WaitingDialogKind, WaitingEntry>;
export type BookingEntryDialog = EntryDialog<'start' | 'noShow', BoardBooking>;

/** What staff do to a walk-in through a dialog: start, cancel, no-show, move up, block. */
function WaitingDialogs({
  board,
  viewerId,
  actions,
  dialog,
}: {
  board: QueueBoard;
  viewerId: string;
  actions: BoardActions;
  dialog: WaitingEntryDialog;
}) {
  return (
    <>
      <StartServiceDialog
        entry={dialog.entry('start')}
        barbers={board.barbers}
        inService={[...board.inService, ...board.bookings]}
        viewerId={viewerId}
        timezone={board.shop.timezone}
        clashFor={(entry, barberId) => bookingClash(board, entry, barberId, Date.now())}
        isPending={dialog.isPending('start')}
        onStart={(entry, barber) => void actions.start(entry, barber).then(dialog.closeOnSuccess)}
        onClose={dialog.close}
      />
      <CancelDialog
        entry={dialog.entry('cancel')}
        isPending={dialog.isPending('cancel')}
        onCancel={(entry, reason) => void actions.cancel(entry, reason).then(dialog.closeOnSuccess)}
        onClose={dialog.close}
      />
      <NoShowDialog
        entry={dialog.entry('noShow')}
        isPending={dialog.isPending('noShow')}
        onConfirm={(entry) => void actions.noShow(entry).then(dialog.closeOnSuccess)}
        onClose={dialog.close}
      />
      <MoveUpDialog
        entry={dialog.entry('moveUp')}
        waiting={board.waiting}
        isPending={dialog.isPending('moveUp')}
        onMoveUp={(entry, ahead, reason) =>
          void actions.moveUp(entry, ahead, reason).then(dialog.closeOnSuccess)
        }
        onClose={dialog.close}
      />
      <BlockPhoneDialog
        entry={dialog.entry('block')}
        isPending={dialog.isPending('block')}
        onConfirm={(entry) => {
          if (entry.phone) void actions.block(entry, entry.phone).then(dialog.closeOnSuccess);
        }}
        onClose={dialog.close}
      />
    </>
  );
}

/** Today's bookings open the same start and no-show dialogs as walk-ins, for a booking. */
/** A booking is its barber's customer: the start dialog offers them first and says so. */
function withOwnBarber(booking: BoardBooking | null) {
  if (!booking) return null;
  const { barberId, barberName } = booking;
  const requestedBarber = barberId && barberName ? { id: barberId, name: barberName } : null;
  return { ...booking, requestedBarber };
}

function BookingDialogs({
  board,
  viewerId,
  actions,
  dialog,
}: {
  board: QueueBoard;
  viewerId: string;
  actions: BoardActions;
  dialog: BookingEntryDialog;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StartServiceDialog
        entry={withOwnBarber(dialog.entry('start'))}
        barbers={board.barbers}
        inService={[...board.inService, ...board.bookings]}
        viewerId={viewerId}
        timezone={board.shop.timezone}
        clashFor={(entry, barberId) => bookingClash(board, entry, barberId, Date.now())}
        isPending={dialog.isPending('start')}
        onStart={(booking, barber) =>
          void actions.booking.start(booking, barber).then(dialog.closeOnSuccess)
        }
        onClose={dialog.close}
      />
      <NoShowDialog
        entry={dialog.entry('noShow')}
        isPending={dialog.isPending('noShow')}
        description={t('board.today.noShowDescription')}
        onConfirm={(booking) => void actions.booking.noShow(booking).then(dialog.closeOnSuccess)}
        onClose={dialog.close}
      />
    </>
  );
}

/** The board's dialogs, each open for one entry of the board at a time. */
export function BoardDialogs({
  board,
  viewerId,
  actions,
  waitingDialog,
  bookingDialog,
}: {
  board: QueueBoard;
  viewerId: string;
  actions: BoardActions;
  waitingDialog: WaitingEntryDialog;
  bookingDialog: BookingEntryDialog;
}) {
  return (
    <>
      <WaitingDialogs board={board} viewerId={viewerId} actions={actions} dialog={waitingDialog} />
      <BookingDialogs board={board} viewerId={viewerId} actions={actions} dialog={bookingDialog} />
    </>
  );
}
