import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useBookingCheckoutMutation } from '../api/booking';
import { isConflict, isHoldExpired } from '../utils/booking-errors';

/**
 * Another try at paying a booking whose payment failed: a new checkout at the provider while
 * the slot is still held. A hold that ran out meanwhile is `isRefused` (the customer picks a
 * new time); a booking paid after all is read again (`refetch`) to show it as it now is.
 */
export function useCheckoutRetry(bookingId: string | undefined, refetch: () => void) {
  const [startCheckout, checkout] = useBookingCheckoutMutation();
  const [isLeaving, setIsLeaving] = useState(false);
  const [isRefused, setIsRefused] = useState(false);

  const retry = async () => {
    if (!bookingId) return;
    try {
      const checkoutUrl = await startCheckout(bookingId).unwrap();
      setIsLeaving(true);
      window.location.assign(checkoutUrl);
    } catch (failure) {
      if (isHoldExpired(failure)) {
        setIsRefused(true);
        return;
      }
      notify.error(errorMessage(failure));
      if (isConflict(failure)) refetch();
    }
  };

  return { retry, isBusy: checkout.isLoading || isLeaving, isRefused };
}
