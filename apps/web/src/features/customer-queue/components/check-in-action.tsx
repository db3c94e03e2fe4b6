import type { TrackingOrder } from '@jono/contract/api/queue';
import { MapPinCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useCheckInMutation } from '../api/check-in';
import { refetchQueueOrder } from '../api/queue-order';
import { useQueueDispatch } from '../hooks/use-queue-dispatch';

/** "I'm already here", or once said, the note that the shop knows. */
export function CheckInAction({ order }: { order: TrackingOrder }) {
  const { t } = useTranslation();
  const dispatch = useQueueDispatch();
  const [checkIn, checkInState] = useCheckInMutation();
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

  return isCheckedIn ? (
    <div ref={checkedInNote} tabIndex={-1} className="focus-ring rounded-xl">
      <Alert tone="success" role="status" title={t('tracking.checkedIn')}>
        {t('tracking.checkedInDescription')}
      </Alert>
    </div>
  ) : (
    <div className="space-y-2">
      <BusyButton
        ref={checkInButton}
        size="lg"
        className="w-full"
        onClick={sayImHere}
        busy={checkInState.isLoading}
        busyLabel={t('tracking.checkingIn')}
        icon={<MapPinCheck aria-hidden className="size-5" />}
      >
        {t('tracking.checkIn')}
      </BusyButton>
      <p className="text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t('tracking.checkInHint')}
      </p>
    </div>
  );
}
