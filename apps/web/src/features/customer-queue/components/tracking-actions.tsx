import type { TrackingOrder } from '@jono/contract/api/queue';
import { LogOut, MapPinCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useCheckInMutation } from '../api/check-in';
import { useLeaveQueueMutation } from '../api/leave-queue';
import { refetchQueueOrder } from '../api/queue-order';
import { useQueueDispatch } from '../hooks/use-queue-dispatch';

/**
 * "I'm already here" and "Leave the queue": each goes processing, then
 * success; a failure shows its error. Only a waiting customer has them.
 */
export function TrackingActions({
  order,
  onLeft,
}: {
  order: TrackingOrder;
  /** After leaving: the tracking data is reset and the page moves on. */
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useQueueDispatch();
  const [checkIn, checkInState] = useCheckInMutation();
  const [leaveQueue, leaveState] = useLeaveQueueMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const checkInButton = useRef<HTMLButtonElement>(null);
  const checkedInNote = useRef<HTMLDivElement>(null);
  // The pressed button is disabled while it works and gone once it has: focus goes to what
  // answers (the checked-in note, or the button again after a failure), not to the page.
  const [focusAfterCheckIn, setFocusAfterCheckIn] = useState<'note' | 'button' | null>(null);
  const isCheckedIn = order.isAtLocation || order.barberShop.isAtLocation;

  useEffect(() => {
    if (focusAfterCheckIn === 'note' && isCheckedIn) checkedInNote.current?.focus();
    else if (focusAfterCheckIn === 'button' && !checkInState.isLoading)
      checkInButton.current?.focus();
    else return;
    setFocusAfterCheckIn(null);
  }, [focusAfterCheckIn, isCheckedIn, checkInState.isLoading]);

  if (order.status !== 'waiting') return null;

  const sayImHere = async () => {
    try {
      await checkIn(order.orderId).unwrap();
      setFocusAfterCheckIn('note');
      notify.success(t('tracking.checkedIn'));
    } catch (error) {
      setFocusAfterCheckIn('button');
      notify.error(errorMessage(error));
      // The order may have moved on meanwhile (called, or left elsewhere): show what is true.
      void dispatch(refetchQueueOrder(order.orderId));
    }
  };

  const leave = async () => {
    setLeaveError(null);
    try {
      await leaveQueue(order.orderId).unwrap();
      notify.success(t('messages.leftQueue'));
      setIsConfirming(false);
      onLeft();
    } catch (error) {
      setLeaveError(errorMessage(error));
      void dispatch(refetchQueueOrder(order.orderId));
    }
  };

  const closeDialog = () => {
    setIsConfirming(false);
    setLeaveError(null);
  };

  return (
    <div className="space-y-4">
      {isCheckedIn ? (
        <div ref={checkedInNote} tabIndex={-1} className="focus-ring rounded-xl">
          <Alert tone="success" role="status" title={t('tracking.checkedIn')}>
            {t('tracking.checkedInDescription')}
          </Alert>
        </div>
      ) : (
        <div className="space-y-2">
          <Button
            ref={checkInButton}
            size="lg"
            className="w-full"
            onClick={sayImHere}
            disabled={checkInState.isLoading}
            aria-busy={checkInState.isLoading || undefined}
          >
            {checkInState.isLoading ? (
              <Spinner className="size-5 text-zinc-950" />
            ) : (
              <MapPinCheck aria-hidden className="size-5" />
            )}
            {checkInState.isLoading ? t('tracking.checkingIn') : t('tracking.checkIn')}
          </Button>
          <p className="text-center text-sm text-zinc-500 dark:text-zinc-400">
            {t('tracking.checkInHint')}
          </p>
        </div>
      )}
      <Button variant="dangerGhost" className="w-full" onClick={() => setIsConfirming(true)}>
        <LogOut aria-hidden className="size-4" />
        {t('tracking.leave')}
      </Button>

      <Dialog
        isOpen={isConfirming}
        onClose={closeDialog}
        isDismissible={!leaveState.isLoading}
        initialFocus={stayButton}
        title={t('tracking.leaveTitle')}
        description={t('tracking.leaveDescription', { shop: order.barberShop.name })}
      >
        {leaveError ? (
          <Alert tone="danger" className="mb-4">
            {leaveError}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            ref={stayButton}
            variant="secondary"
            onClick={closeDialog}
            disabled={leaveState.isLoading}
          >
            {t('tracking.stay')}
          </Button>
          <Button
            onClick={leave}
            disabled={leaveState.isLoading}
            aria-busy={leaveState.isLoading || undefined}
            variant="danger"
          >
            {leaveState.isLoading ? <Spinner className="size-4 text-white" /> : null}
            {leaveState.isLoading ? t('tracking.leaving') : t('tracking.leaveConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
