import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { randomId } from '@/lib/random-id';
import { notify } from '@/lib/toast';
import { useJoinQueueMutation } from '../api/join-queue';
import { orderTracked } from '../stores/active-order-slice';
import { type JoinDetails, joinQueueBodyFrom } from '../utils/order-lines';
import { existingOrderIdOf, isDefiniteAnswer, joinFailureMessage } from '../utils/queue-errors';

/** How the page that holds the order follows its submission: pending, then joined or failed. */
export interface JoinSubmission {
  onSubmitted: () => void;
  onJoined: () => void;
  onFailed: (message: string) => void;
}

/**
 * Joining the walk-in queue. Joined, the place is tracked and its tracking page opens; refused,
 * the reason shows as a toast (and through `onFailed` inline), with the place this phone already
 * holds when that was the reason. Each attempt carries its own Idempotency-Key, kept for a retry
 * of the same order after a lost connection so the server never joins it twice.
 */
export function useJoinQueue({ onSubmitted, onJoined, onFailed }: JoinSubmission) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [joinQueue] = useJoinQueueMutation();
  const [existingOrderId, setExistingOrderId] = useState<string | null>(null);
  const attempt = useRef<{ payload: string; idempotencyKey: string } | null>(null);

  const join = async (shop: { id: string; name: string }, order: Omit<JoinDetails, 'shopId'>) => {
    const body = joinQueueBodyFrom({ ...order, shopId: shop.id });
    const payload = JSON.stringify(body);
    if (attempt.current?.payload !== payload) {
      attempt.current = { payload, idempotencyKey: randomId() };
    }
    const { idempotencyKey } = attempt.current;
    setExistingOrderId(null);
    onSubmitted();
    try {
      const place = await joinQueue({ body, idempotencyKey }).unwrap();
      dispatch(
        orderTracked({
          orderId: place.orderId,
          shopId: shop.id,
          shopName: shop.name,
          status: place.status,
          position: place.position,
          waitingTime: place.waitingTime,
        }),
      );
      onJoined();
      navigate(paths.orderTracking(place.orderId), { replace: true });
    } catch (error) {
      const message = joinFailureMessage(error, t);
      onFailed(message);
      setExistingOrderId(existingOrderIdOf(error));
      notify.error(message);
      // The server said no: the next press is a new attempt. Without an answer it may have
      // joined after all, so a retry of the same order keeps the key.
      if (isDefiniteAnswer(error)) attempt.current = null;
    }
  };

  return { join, existingOrderId };
}
