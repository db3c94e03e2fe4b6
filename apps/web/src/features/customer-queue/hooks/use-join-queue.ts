import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { randomId } from '@/lib/random-id';
import { notify } from '@/lib/toast';
import { useJoinQueueMutation } from '../api/join-queue';
import { orderTracked, selectActiveOrder } from '../stores/active-order-slice';
import { selectTextMe } from '../stores/text-me-slice';
import { type JoinDetails, joinQueueBodyFrom } from '../utils/order-lines';
import { isAlreadyWaiting, isDefiniteAnswer, joinFailureMessage } from '../utils/queue-errors';

/** How the page that holds the order follows its submission: pending, then joined or failed. */
export interface JoinSubmission {
  onSubmitted: () => void;
  onJoined: () => void;
  onFailed: (message: string) => void;
}

/** Refused because the phone already waits there: the place, when this device follows it. */
export interface AlreadyWaiting {
  orderId: string | null;
}

/**
 * Joining the walk-in queue, with the customer's "text me" answer when the shop asked it.
 * Joined, the place is tracked and its tracking page opens; refused, the reason shows as a
 * toast (and through `onFailed` inline); when the phone already waits there, the place this
 * device follows at that shop, if any. Each attempt carries its own Idempotency-Key, kept for a
 * retry of the same order after a lost connection so the server never joins it twice.
 */
export function useJoinQueue({ onSubmitted, onJoined, onFailed }: JoinSubmission) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [joinQueue] = useJoinQueueMutation();
  const activeOrder = useSelector(selectActiveOrder);
  const textMe = useSelector(selectTextMe);
  const [alreadyWaiting, setAlreadyWaiting] = useState<AlreadyWaiting | null>(null);
  const attempt = useRef<{ payload: string; idempotencyKey: string } | null>(null);

  const join = async (
    shop: { id: string; name: string; textAlerts?: boolean },
    order: Omit<JoinDetails, 'shopId' | 'textMe'>,
  ) => {
    // The "text me" box shows only where the server sends texts: elsewhere nothing is asked.
    const body = joinQueueBodyFrom({
      ...order,
      shopId: shop.id,
      textMe: shop.textAlerts ? textMe : undefined,
    });
    const payload = JSON.stringify(body);
    if (attempt.current?.payload !== payload) {
      attempt.current = { payload, idempotencyKey: randomId() };
    }
    const { idempotencyKey } = attempt.current;
    setAlreadyWaiting(null);
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
      if (isAlreadyWaiting(error)) {
        const followed = activeOrder?.shopId === shop.id ? activeOrder.orderId : null;
        setAlreadyWaiting({ orderId: followed });
      }
      notify.error(message);
      // The server said no: the next press is a new attempt. Without an answer it may have
      // joined after all, so a retry of the same order keeps the key.
      if (isDefiniteAnswer(error)) attempt.current = null;
    }
  };

  return { join, alreadyWaiting };
}
