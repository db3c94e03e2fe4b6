import { UNDO_WINDOW_MS } from '@jono/contract/api/staff-queue';
import { formatPhone } from '@jono/contract/rules/phone';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useBlockPhoneMutation } from '../api/blocked-phones';
import {
  type BoardBarber,
  useCallCustomerMutation,
  useCancelByStaffMutation,
  useCheckInBookingMutation,
  useFinishBookingMutation,
  useFinishServiceMutation,
  useMarkBookingNoShowMutation,
  useMarkNoShowMutation,
  useMoveUpMutation,
  useStartBookingMutation,
  useStartServiceMutation,
  useUndoBookingStepMutation,
  useUndoStepMutation,
} from '../api/queue-board';

export type BoardAction =
  | 'call'
  | 'start'
  | 'finish'
  | 'noShow'
  | 'cancel'
  | 'moveUp'
  | 'block'
  | 'checkIn'
  | 'undo';

interface Customer {
  orderId: string;
  customerName: string;
}

/**
 * The staff's steps on the queue. Each one marks its customer busy while it runs, then says
 * how it went: a toast in the reader's language on success, the server's own message (or
 * "something went wrong!") on failure. Resolves true when the step was taken.
 */
export function useBoardActions() {
  const { t } = useTranslation();
  const [startService] = useStartServiceMutation();
  const [finishService] = useFinishServiceMutation();
  const [callCustomer] = useCallCustomerMutation();
  const [markNoShow] = useMarkNoShowMutation();
  const [cancelByStaff] = useCancelByStaffMutation();
  const [moveUp] = useMoveUpMutation();
  const [blockPhone] = useBlockPhoneMutation();
  const [pending, setPending] = useState<Readonly<Record<string, BoardAction>>>({});

  const [undoStep] = useUndoStepMutation();
  const [checkInBooking] = useCheckInBookingMutation();
  const [startBooking] = useStartBookingMutation();
  const [finishBooking] = useFinishBookingMutation();
  const [markBookingNoShow] = useMarkBookingNoShowMutation();
  const [undoBookingStep] = useUndoBookingStepMutation();

  const run = useCallback(
    async (
      orderId: string,
      action: BoardAction,
      call: () => Promise<unknown>,
      success: string,
      /** A finish or no-show can be taken back from its toast while the server allows it. */
      undo?: { call: () => Promise<unknown>; done: string },
    ): Promise<boolean> => {
      const id = `board-${orderId}`;
      setPending((current) => ({ ...current, [orderId]: action }));
      try {
        await call();
        notify.success(
          success,
          undo
            ? {
                id,
                duration: UNDO_WINDOW_MS,
                action: {
                  label: t('board.today.undo'),
                  onClick: () => void run(orderId, 'undo', undo.call, undo.done),
                },
              }
            : { id },
        );
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('messages.somethingWentWrong')), { id });
        return false;
      } finally {
        setPending(({ [orderId]: _done, ...rest }) => rest);
      }
    },
    [t],
  );
  const undone = (entry: Customer) =>
    t('board.today.toasts.undone', { customer: entry.customerName });

  return {
    /** The step running for this customer, if any. */
    pendingAction: (orderId: string): BoardAction | null => pending[orderId] ?? null,
    start: (entry: Customer, barber: Pick<BoardBarber, 'userId' | 'name'>) =>
      run(
        entry.orderId,
        'start',
        () => startService({ orderId: entry.orderId, barberId: barber.userId }).unwrap(),
        t('board.toasts.started', { customer: entry.customerName, barber: barber.name }),
      ),
    finish: (entry: Customer) =>
      run(
        entry.orderId,
        'finish',
        () => finishService({ orderId: entry.orderId }).unwrap(),
        t('board.toasts.finished', { customer: entry.customerName }),
        { call: () => undoStep({ orderId: entry.orderId }).unwrap(), done: undone(entry) },
      ),
    call: (entry: Customer) =>
      run(
        entry.orderId,
        'call',
        () => callCustomer({ orderId: entry.orderId }).unwrap(),
        t('board.toasts.called', { customer: entry.customerName }),
      ),
    noShow: (entry: Customer) =>
      run(
        entry.orderId,
        'noShow',
        () => markNoShow({ orderId: entry.orderId }).unwrap(),
        t('board.toasts.noShow', { customer: entry.customerName }),
        { call: () => undoStep({ orderId: entry.orderId }).unwrap(), done: undone(entry) },
      ),
    cancel: (entry: Customer, reason: string) =>
      run(
        entry.orderId,
        'cancel',
        () => cancelByStaff({ orderId: entry.orderId, reason }).unwrap(),
        t('board.toasts.cancelled', { customer: entry.customerName }),
      ),
    moveUp: (entry: Customer, ahead: Customer, reason: string) =>
      run(
        entry.orderId,
        'moveUp',
        () => moveUp({ orderId: entry.orderId, beforeOrderId: ahead.orderId, reason }).unwrap(),
        t('board.toasts.moved', { customer: entry.customerName, other: ahead.customerName }),
      ),
    /** Keeps the customer's number out of the shop: they leave the queue and cannot order. */
    block: (entry: Customer, phone: string) =>
      run(
        entry.orderId,
        'block',
        () => blockPhone({ phone }).unwrap(),
        t('board.toasts.blocked', { phone: formatPhone(phone) }),
      ),
    /** Today's bookings go through the same steps, under their own calls. */
    booking: {
      checkIn: (entry: Customer) =>
        run(
          entry.orderId,
          'checkIn',
          () => checkInBooking({ orderId: entry.orderId }).unwrap(),
          t('board.today.toasts.checkedIn', { customer: entry.customerName }),
        ),
      start: (entry: Customer, barber: Pick<BoardBarber, 'userId' | 'name'>) =>
        run(
          entry.orderId,
          'start',
          () => startBooking({ orderId: entry.orderId, barberId: barber.userId }).unwrap(),
          t('board.toasts.started', { customer: entry.customerName, barber: barber.name }),
        ),
      finish: (entry: Customer) =>
        run(
          entry.orderId,
          'finish',
          () => finishBooking({ orderId: entry.orderId }).unwrap(),
          t('board.toasts.finished', { customer: entry.customerName }),
          { call: () => undoBookingStep({ orderId: entry.orderId }).unwrap(), done: undone(entry) },
        ),
      noShow: (entry: Customer) =>
        run(
          entry.orderId,
          'noShow',
          () => markBookingNoShow({ orderId: entry.orderId }).unwrap(),
          t('board.toasts.noShow', { customer: entry.customerName }),
          { call: () => undoBookingStep({ orderId: entry.orderId }).unwrap(), done: undone(entry) },
        ),
    },
  };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
