import { isOneOf } from './one-of';

/**
 * The wishes a shop can offer its customers. Every screen words them by id in the reader's
 * language; the name a shop stored with an order is only for an id a screen does not know.
 */
export const wishIds = ['noHotTowel', 'noWash', 'silentService'] as const;
export type WishId = (typeof wishIds)[number];

export const isWishId = (id: string): id is WishId => isOneOf(wishIds, id);
