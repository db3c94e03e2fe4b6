import type { TrackingOrder } from '@jono/contract/api/queue';
import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useLeaveQueueMutation } from '../api/leave-queue';
import { refetchQueueOrder } from '../api/queue-order';
import { useQueueDispatch } from '../hooks/use-queue-dispatch';

/** "Leave the queue", asked again in a dialog where staying is the default. */
export function LeaveQueueAction({ order, onLeft }: { order: TrackingOrder; onLeft: () => void }) {
  const { t } = useTranslation();
  const dispatch = useQueueDispatch();
  const [leaveQueue, leaveState] = useLeaveQueueMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);

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
    <>
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
        <DialogActions
          backLabel={t('tracking.stay')}
          onBack={closeDialog}
          busy={leaveState.isLoading}
          backRef={stayButton}
        >
          <BusyButton
            onClick={leave}
            busy={leaveState.isLoading}
            variant="danger"
            busyLabel={t('tracking.leaving')}
          >
            {t('tracking.leaveConfirm')}
          </BusyButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
