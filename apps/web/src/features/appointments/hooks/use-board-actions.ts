import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import {
  type BoardBarber,
  useCancelByStaffMutation,
  useFinishServiceMutation,
  useMarkNoShowMutation,
  useMoveUpMutation,
  useStartServiceMutation,
} from '../api/queue-board';

export type BoardAction = 'start' | 'finish' | 'noShow' | 'cancel' | 'moveUp';

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
  const [markNoShow] = useMarkNoShowMutation();
  const [cancelByStaff] = useCancelByStaffMutation();
  const [moveUp] = useMoveUpMutation();
  const [pending, setPending] = useState<Readonly<Record<string, BoardAction>>>({});

  const run = useCallback(
    async (
      orderId: string,
      action: BoardAction,
      call: () => Promise<unknown>,
      success: string,
    ): Promise<boolean> => {
      setPending((current) => ({ ...current, [orderId]: action }));
      try {
        await call();
        notify.success(success, { id: `board-${orderId}` });
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('messages.somethingWentWrong')), {
          id: `board-${orderId}`,
        });
        return false;
      } finally {
        setPending(({ [orderId]: _done, ...rest }) => rest);
      }
    },
    [t],
  );

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
      ),
    noShow: (entry: Customer) =>
      run(
        entry.orderId,
        'noShow',
        () => markNoShow({ orderId: entry.orderId }).unwrap(),
        t('board.toasts.noShow', { customer: entry.customerName }),
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
  };
}

export type BoardActions = ReturnType<typeof useBoardActions>;
