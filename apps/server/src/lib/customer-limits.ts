/**
 * The window of what one customer may do at one shop, so that one client cannot fill a queue
 * or every slot of a day with orders nobody comes for; how many is configuration
 * (JOINS_PER_ADDRESS, BOOKINGS_PER_ADDRESS, UNPAID_HOLDS_PER_CUSTOMER in config.ts).
 */
export const ORDER_WINDOW_MS = 10 * 60_000;

/** The key of one client address at one shop. */
export const clientAtShop = (shopId: string, address: string) => `${shopId} ${address}`;
