import { type Language, zonedParts } from '@jono/contract';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { auditRowsOf } from '../audit/audit.service';
import { staffNames } from '../auth/staff-names.service';
import { bookingsOfShop, waitlistOfShop } from '../booking/booking-privacy.service';
import { listAddons } from '../catalog/manage-addons.service';
import { listCategories } from '../catalog/manage-categories.service';
import { listServices } from '../catalog/manage-services.service';
import { paymentsOfShop } from '../payments/payments.service';
import { visitsOfShop } from '../queue/walk-ins/visit-privacy.service';
import { refundsOfShop } from '../refunds/list-refunds.service';
import { findShop } from '../shops/shops.service';
import { exportReadme } from './shop-export-readme';
import { exportTables, type ShopRows } from './shop-export-tables';

/** The shop's data as the owner downloads it: one ZIP and the name to save it under. */
export interface ShopExport {
  fileName: string;
  zip: Uint8Array;
}

/** "Parturi Kallio" -> "parturi-kallio", "Hiusateljee Äänekoski" -> "hiusateljee-aanekoski". */
export function shopSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'shop';
}

/**
 * Every module's rows of the shop in one read-only snapshot, so a payment or refund always
 * finds its booking. One query after another: a transaction is one connection.
 */
function shopRows(db: Db, shopId: string): Promise<ShopRows> {
  return db.transaction(
    async (tx) => ({
      categories: await listCategories(tx, shopId),
      services: await listServices(tx, shopId),
      addons: await listAddons(tx, shopId),
      visits: await visitsOfShop(tx, shopId),
      bookings: await bookingsOfShop(tx, shopId),
      waitlist: await waitlistOfShop(tx, shopId),
      payments: await paymentsOfShop(tx, shopId),
      refunds: await refundsOfShop(tx, shopId),
      audit: await auditRowsOf(tx, shopId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Everything the shop keeps, each kind in a CSV file of its own, and a README saying what
 * each holds, in the owner's language. Named by the shop and the date on its clock.
 */
export async function shopExport(
  db: Db,
  shopId: string,
  language: Language,
  now: Date,
): Promise<ShopExport> {
  const shop = await findShop(db, shopId);
  if (!shop) throw notFound('Shop not found');
  const rows = await shopRows(db, shopId);
  const names = await staffNames(db, [
    ...rows.visits.flatMap((v) => (v.barberId ? [v.barberId] : [])),
    ...rows.bookings.flatMap((b) => (b.barberId ? [b.barberId] : [])),
    ...rows.refunds.flatMap((r) => (r.handledBy ? [r.handledBy] : [])),
  ]);
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(exportReadme(language, shop.name, now)),
  };
  for (const [file, csv] of Object.entries(exportTables(rows, shop.currency, names))) {
    files[file] = strToU8(csv);
  }
  return {
    fileName: `jono-${shopSlug(shop.name)}-${zonedParts(now, shop.timezone).date}.zip`,
    zip: zipSync(files, { mtime: now }),
  };
}
