import { useOrderLiveUpdates } from '../hooks/use-order-live-updates';

/**
 * Keeps the remembered order current while the customer is elsewhere in the app. Loaded
 * lazily by the banner, so the live connection is never part of the first load.
 */
export default function ActiveOrderLive({ orderId }: { orderId: string }) {
  useOrderLiveUpdates(orderId);
  return null;
}
