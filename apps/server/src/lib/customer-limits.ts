import { errorCodes } from '@jono/contract';
import { WindowLimit } from './window-limit';

/**
 * The window of what one customer may do at one shop, so that one client cannot fill a queue
 * or every slot of a day with orders nobody comes for; how many is configuration
 * (JOINS_PER_ADDRESS, BOOKINGS_PER_ADDRESS, UNPAID_HOLDS_PER_CUSTOMER and
 * UNPAID_HOLDS_PER_ADDRESS in config.ts).
 */
export const ORDER_WINDOW_MS = 10 * 60_000;

/** The key of one client address at one shop. */
export const clientAtShop = (shopId: string, address: string) => `${shopId} ${address}`;

/**
 * Why a shop refused one more order from an address. Many people share one (a shop's guest
 * Wi-Fi, a mobile operator's NAT), so the words blame nobody and say what helps.
 */
export const SHARED_NETWORK_BUSY =
  'This shop has had many orders from the same network just now, as happens on a shared Wi-Fi. Please try again in a few minutes, or use mobile data.';

/** At most `max` orders from one address at one shop in ORDER_WINDOW_MS. */
export const ordersPerAddress = (max: number) =>
  new WindowLimit(max, ORDER_WINDOW_MS, errorCodes.sharedNetworkBusy);
