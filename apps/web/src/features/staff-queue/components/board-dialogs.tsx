import type { QueueBoard } from '@jono/contract/api/staff-queue';
import { useTranslation } from 'react-i18next';
import type { BoardBooking, WaitingEntry } from '../api/queue-board';
import type { BoardActions } from '../hooks/use-board-actions';
import type { EntryDialog } from '../hooks/use-entry-dialog';
import { BlockPhoneDialog } from './block-phone-dialog';
import { CancelDialog } from './cancel-dialog';
import { MoveUpDialog } from './move-up-dialog';
import { NoShowDialog } from './no-show-dialog';
import { StartServiceDialog } from './start-service-dialog';

type WaitingDialogKind = 'start' | 'cancel' | 'noShow' | 'moveUp' | 'block';
export type WaitingEntryDialog = EntryDialog<WaitingDialogKind, WaitingEntry>;
export type BookingEntryDialog = EntryDialog<'start' | 'noShow', BoardBooking>;

/** The board's dialogs; today's bookings open the same start and no-show dialogs, for a booking. */
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
  const { t } = useTranslation();
  return (
    <>
      <StartServiceDialog
        entry={waitingDialog.entry('start')}
        barbers={board.barbers}
        inService={[...board.inService, ...board.bookings]}
        viewerId={viewerId}
        isPending={waitingDialog.isPending('start')}
        onStart={(entry, barber) =>
          void actions.start(entry, barber).then(waitingDialog.closeOnSuccess)
        }
        onClose={waitingDialog.close}
      />
      <StartServiceDialog
        entry={bookingDialog.entry('start')}
        barbers={board.barbers}
        inService={[...board.inService, ...board.bookings]}
        viewerId={viewerId}
        isPending={bookingDialog.isPending('start')}
        onStart={(booking, barber) =>
          void actions.booking.start(booking, barber).then(bookingDialog.closeOnSuccess)
        }
        onClose={bookingDialog.close}
      />
      <NoShowDialog
        entry={bookingDialog.entry('noShow')}
        isPending={bookingDialog.isPending('noShow')}
        description={t('board.today.noShowDescription')}
        onConfirm={(booking) =>
          void actions.booking.noShow(booking).then(bookingDialog.closeOnSuccess)
        }
        onClose={bookingDialog.close}
      />
      <CancelDialog
        entry={waitingDialog.entry('cancel')}
        isPending={waitingDialog.isPending('cancel')}
        onCancel={(entry, reason) =>
          void actions.cancel(entry, reason).then(waitingDialog.closeOnSuccess)
        }
        onClose={waitingDialog.close}
      />
      <NoShowDialog
        entry={waitingDialog.entry('noShow')}
        isPending={waitingDialog.isPending('noShow')}
        onConfirm={(entry) => void actions.noShow(entry).then(waitingDialog.closeOnSuccess)}
        onClose={waitingDialog.close}
      />
      <MoveUpDialog
        entry={waitingDialog.entry('moveUp')}
        waiting={board.waiting}
        isPending={waitingDialog.isPending('moveUp')}
        onMoveUp={(entry, ahead, reason) =>
          void actions.moveUp(entry, ahead, reason).then(waitingDialog.closeOnSuccess)
        }
        onClose={waitingDialog.close}
      />
      <BlockPhoneDialog
        entry={waitingDialog.entry('block')}
        isPending={waitingDialog.isPending('block')}
        onConfirm={(entry) => {
          if (entry.phone)
            void actions.block(entry, entry.phone).then(waitingDialog.closeOnSuccess);
        }}
        onClose={waitingDialog.close}
      />
    </>
  );
}
