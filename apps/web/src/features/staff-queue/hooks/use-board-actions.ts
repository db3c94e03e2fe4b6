import { formatPhone } from '@jono/contract/rules/phone';
import { useTranslation } from 'react-i18next';
import { useBlockPhoneMutation } from '../api/blocked-phones';
import {
  useCheckInBookingMutation,
  useFinishBookingMutation,
  useMarkBookingNoShowMutation,
  useStartBookingMutation,
  useUndoBookingStepMutation,
} from '../api/booked-customer-steps';
import {
  type BoardBarber,
  useCallCustomerMutation,
  useCancelByStaffMutation,
  useFinishServiceMutation,
  useMarkNoShowMutation,
  useMoveUpMutation,
  useStartServiceMutation,
  useUndoStepMutation,
} from '../api/queue-board';
import { type RunBoardStep, useBoardStep } from './use-board-step';

interface Customer {
  orderId: string;
  customerName: string;
}

/** Today's bookings go through the same steps as walk-ins, under their own calls. */
function useBookingSteps(run: RunBoardStep) {
  const { t } = useTranslation();
  const [checkInBooking] = useCheckInBookingMutation();
  const [startBooking] = useStartBookingMutation();
  const [finishBooking] = useFinishBookingMutation();
  const [markBookingNoShow] = useMarkBookingNoShowMutation();
  const [undoBookingStep] = useUndoBookingStepMutation();
  /** A finish or no-show can be taken back from its toast while the server allows it. */
  const undoOf = (entry: Customer) => ({
    call: () => undoBookingStep({ orderId: entry.orderId }).unwrap(),
    done: t('board.today.toasts.undone', { customer: entry.customerName }),
  });

  return {
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
        undoOf(entry),
      ),
    noShow: (entry: Customer) =>
      run(
        entry.orderId,
        'noShow',
        () => markBookingNoShow({ orderId: entry.orderId }).unwrap(),
        t('board.toasts.noShow', { customer: entry.customerName }),
        undoOf(entry),
      ),
  };
}

/** The steps that take a walk-in out of the queue other than by service: cancel and block. */
function useRemovalSteps(run: RunBoardStep) {
  const { t } = useTranslation();
  const [cancelByStaff] = useCancelByStaffMutation();
  const [blockPhone] = useBlockPhoneMutation();
  return {
    cancel: (entry: Customer, reason: string) =>
      run(
        entry.orderId,
        'cancel',
        () => cancelByStaff({ orderId: entry.orderId, reason }).unwrap(),
        t('board.toasts.cancelled', { customer: entry.customerName }),
      ),
    /** Keeps the customer's number out of the shop: they leave the queue and cannot order. */
    block: (entry: Customer, phone: string) =>
      run(
        entry.orderId,
        'block',
        () => blockPhone({ phone }).unwrap(),
        t('board.toasts.blocked', { phone: formatPhone(phone) }),
      ),
  };
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
  const [moveUp] = useMoveUpMutation();
  const [undoStep] = useUndoStepMutation();
  const { run, pendingAction } = useBoardStep();
  const removal = useRemovalSteps(run);
  const booking = useBookingSteps(run);
  /** A finish or no-show can be taken back from its toast while the server allows it. */
  const undoOf = (entry: Customer) => ({
    call: () => undoStep({ orderId: entry.orderId }).unwrap(),
    done: t('board.today.toasts.undone', { customer: entry.customerName }),
  });

  return {
    pendingAction,
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
        undoOf(entry),
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
        undoOf(entry),
      ),
    moveUp: (entry: Customer, ahead: Customer, reason: string) =>
      run(
        entry.orderId,
        'moveUp',
        () => moveUp({ orderId: entry.orderId, beforeOrderId: ahead.orderId, reason }).unwrap(),
        t('board.toasts.moved', { customer: entry.customerName, other: ahead.customerName }),
      ),
    ...removal,
    booking,
  };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
