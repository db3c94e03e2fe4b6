/**
 * An order's length with each barber: the catalogue's minutes, and a barber's own where they
 * keep terms for its services. The slot engine asks it per barber.
 */

/**
 * How long an order takes: `minutes` at the catalogue's lengths, and with each barber in
 * `byBarber` their own length for it (null: they do not do one of its services).
 */
export interface OrderLength {
  minutes: number;
  byBarber?: ReadonlyMap<string, number | null>;
}
/** An order's length: minutes everyone takes, or each barber's own. */
export type Order = number | OrderLength;

export const lengthOf = (order: Order): OrderLength =>
  typeof order === 'number' ? { minutes: order } : order;

/** The order's length with a barber, or null when they do not do it. */
export function minutesWith(order: OrderLength, barberId: string): number | null {
  const own = order.byBarber?.get(barberId);
  return own === undefined ? order.minutes : own;
}
