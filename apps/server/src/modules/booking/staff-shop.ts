import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { findShop } from '../shops/shops.service';
import type { ShopRow } from './booking-calendar';

/** Who acts on the shop's bookings: the staff member and the shop their session is for. */
export interface StaffContext {
  shopId: string;
  userId: string;
}

/** The caller's own shop; staff calls never reach another shop's rows. */
export async function shopOfStaff(db: Db, shopId: string): Promise<ShopRow> {
  const shop = await findShop(db, shopId);
  if (!shop) throw notFound('Shop not found');
  return shop;
}
