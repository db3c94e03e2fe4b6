import { type AuditEntry, formatShortCode } from '@jono/contract';
import type { ChosenAdditionalService, OrderedService } from '../../db/schema';
import { type CsvCell, csvFile } from '../../lib/csv';
import type { bookingsOfShop, waitlistOfShop } from '../booking/booking-privacy.service';
import type { listAddons } from '../catalog/manage-addons.service';
import type { listCategories } from '../catalog/manage-categories.service';
import type { listServices } from '../catalog/manage-services.service';
import type { paymentsOfShop } from '../payments/payments.service';
import type { visitsOfShop } from '../queue/walk-ins/visit-privacy.service';
import type { refundsOfShop } from '../refunds/list-refunds.service';
import type { ExportFile } from './shop-export-readme';

type RowsOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** Every module's rows of one shop, as the export reads them. */
export interface ShopRows {
  categories: RowsOf<typeof listCategories>;
  services: RowsOf<typeof listServices>;
  addons: RowsOf<typeof listAddons>;
  visits: RowsOf<typeof visitsOfShop>;
  bookings: RowsOf<typeof bookingsOfShop>;
  waitlist: RowsOf<typeof waitlistOfShop>;
  payments: RowsOf<typeof paymentsOfShop>;
  refunds: RowsOf<typeof refundsOfShop>;
  audit: AuditEntry[];
}

/** A file's columns by name, each read from one row: the header and the values never part. */
type Columns<Row> = Record<string, (row: Row) => CsvCell>;

function csvOf<Row>(columns: Columns<Row>, rows: readonly Row[]): string {
  const read = Object.values(columns);
  return csvFile(
    Object.keys(columns),
    rows.map((row) => read.map((cell) => cell(row))),
  );
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;
/** Money as the README says: the currency's units with a dot for decimals, "25.00". */
const money = (cents: number) => (cents / 100).toFixed(2);
/** "Fade × 1 (Wax × 1); Beard × 2": what was ordered, as it was named and counted then. */
const servicesOf = (items: readonly OrderedService[]) =>
  items
    .map((item) => {
      const addons = item.addons.map((addon) => `${addon.name} × ${addon.quantity}`).join(', ');
      return `${item.name} × ${item.quantity}${addons ? ` (${addons})` : ''}`;
    })
    .join('; ');
const wishesOf = (wishes: readonly ChosenAdditionalService[]) =>
  wishes.map((wish) => wish.name).join('; ');

/** What several files look up beside their own rows: names, bookings, the shop's currency. */
interface Lookups {
  currency: string;
  staffName: (id: string | null) => string | null;
  categoryName: ReadonlyMap<string, string>;
  serviceName: ReadonlyMap<string, string>;
  bookingOf: ReadonlyMap<string, ShopRows['bookings'][number]>;
  bookingCode: (id: string) => string | null;
}

function lookupsOf(rows: ShopRows, currency: string, names: ReadonlyMap<string, string>): Lookups {
  const bookingOf = new Map(rows.bookings.map((b) => [b.id, b]));
  return {
    currency,
    staffName: (id) => (id ? (names.get(id) ?? '') : null),
    categoryName: new Map(rows.categories.map((c) => [c.id, c.name])),
    serviceName: new Map(rows.services.map((s) => [s.id, s.name])),
    bookingOf,
    bookingCode: (id) => {
      const code = bookingOf.get(id)?.shortCode;
      return code ? formatShortCode(code) : null;
    },
  };
}

type FilesOf<Name extends ExportFile> = Record<Name, string>;

function catalogueFiles(
  rows: ShopRows,
  { currency, categoryName, serviceName }: Lookups,
): FilesOf<'services.csv' | 'service-categories.csv' | 'addons.csv'> {
  return {
    'services.csv': csvOf(
      {
        category: (s) => categoryName.get(s.categoryId),
        name: (s) => s.name,
        description: (s) => s.description,
        price: (s) => s.price.toFixed(2),
        currency: () => currency,
        duration_minutes: (s) => s.duration,
        active: (s) => s.isActive,
        position: (s) => s.position,
      },
      rows.services,
    ),
    'service-categories.csv': csvOf(
      { name: (c) => c.name, position: (c) => c.position, service_count: (c) => c.serviceCount },
      rows.categories,
    ),
    'addons.csv': csvOf(
      {
        name: (a) => a.name,
        price: (a) => a.price.toFixed(2),
        currency: () => currency,
        duration_minutes: (a) => a.duration,
        active: (a) => a.isActive,
        services: (a) => a.serviceIds.map((id) => serviceName.get(id) ?? '').join('; '),
      },
      rows.addons,
    ),
  };
}

function customerFiles(
  rows: ShopRows,
  { staffName, serviceName, bookingCode }: Lookups,
): FilesOf<'walk-ins.csv' | 'bookings.csv' | 'waitlist.csv'> {
  return {
    'walk-ins.csv': csvOf(
      {
        code: (v) => formatShortCode(v.shortCode),
        status: (v) => v.status,
        customer_name: (v) => v.customerName,
        phone: (v) => v.phone,
        email: (v) => v.email,
        services: (v) => servicesOf(v.items),
        wishes: (v) => wishesOf(v.additionalServices),
        total_price: (v) => money(v.totalPriceCents),
        currency: (v) => v.currency,
        joined_at: (v) => iso(v.joinedAt),
        started_at: (v) => iso(v.startedAt),
        finished_at: (v) => iso(v.finishedAt),
        cancelled_at: (v) => iso(v.cancelledAt),
        cancel_reason: (v) => v.cancelReason,
        barber: (v) => staffName(v.barberId),
        added_at_desk: (v) => v.addedAtDesk,
        details_wiped_at: (v) => iso(v.anonymisedAt),
      },
      rows.visits,
    ),
    'bookings.csv': csvOf(
      {
        code: (b) => formatShortCode(b.shortCode),
        status: (b) => b.status,
        customer_name: (b) => b.customerName,
        phone: (b) => b.phone,
        email: (b) => b.email,
        services: (b) => servicesOf(b.items),
        wishes: (b) => wishesOf(b.additionalServices),
        total_price: (b) => money(b.totalPriceCents),
        booking_fee: (b) => money(b.bookingFeeCents),
        currency: (b) => b.currency,
        booked_at: (b) => iso(b.createdAt),
        start_at: (b) => iso(b.startAt),
        end_at: (b) => iso(b.endAt),
        chair: (b) => b.chair,
        started_at: (b) => iso(b.startedAt),
        finished_at: (b) => iso(b.finishedAt),
        cancelled_at: (b) => iso(b.cancelledAt),
        cancel_reason: (b) => b.cancelReason,
        barber: (b) => staffName(b.barberId),
        details_wiped_at: (b) => iso(b.anonymisedAt),
      },
      rows.bookings,
    ),
    'waitlist.csv': csvOf(
      {
        date: (w) => w.date,
        customer_name: (w) => w.customerName,
        phone: (w) => w.phone,
        email: (w) => w.email,
        language: (w) => w.language,
        services: (w) =>
          w.services.map((s) => `${serviceName.get(s.id) ?? ''} × ${s.quantity}`).join('; '),
        status: (w) => w.status,
        asked_at: (w) => iso(w.createdAt),
        offered_at: (w) => iso(w.offeredAt),
        offer_code: (w) => (w.offerBookingId ? bookingCode(w.offerBookingId) : null),
        notified_by_push: (w) => w.pushEndpoint !== null,
      },
      rows.waitlist,
    ),
  };
}

function moneyAndAuditFiles(
  rows: ShopRows,
  { currency, staffName, bookingOf, bookingCode }: Lookups,
): FilesOf<'payments.csv' | 'refunds.csv' | 'audit-log.csv'> {
  return {
    'payments.csv': csvOf(
      {
        booking_code: (p) => bookingCode(p.bookingId),
        provider: (p) => p.provider,
        provider_reference: (p) => p.providerReference,
        status: (p) => p.status,
        amount: (p) => money(p.amountCents),
        refunded: (p) => money(p.refundedCents),
        currency: (p) => p.currency,
        created_at: (p) => iso(p.createdAt),
        paid_at: (p) => iso(p.paidAt),
      },
      rows.payments,
    ),
    'refunds.csv': csvOf(
      {
        booking_code: (r) => bookingCode(r.bookingId),
        status: (r) => r.status,
        amount: (r) => money(r.amountCents),
        currency: (r) => bookingOf.get(r.bookingId)?.currency ?? currency,
        reason: (r) => r.reason,
        reject_reason: (r) => r.rejectReason,
        requested_at: (r) => iso(r.createdAt),
        handled_by: (r) => staffName(r.handledBy),
        handled_at: (r) => iso(r.handledAt),
      },
      rows.refunds,
    ),
    'audit-log.csv': csvOf(
      {
        at: (e) => e.at,
        action: (e) => e.action,
        actor: (e) => e.actor.name,
        subject_kind: (e) => e.subject.kind,
        // Orders and bookings are named by their code, written as every screen writes it.
        subject: (e) =>
          e.subject.kind === 'order' || e.subject.kind === 'booking'
            ? formatShortCode(e.subject.label)
            : e.subject.label,
        // The facts differ by action; as JSON they stay one column a script can read.
        details: (e) => (Object.keys(e.details).length > 0 ? JSON.stringify(e.details) : null),
      },
      rows.audit,
    ),
  };
}

/**
 * Each file's CSV. Catalogue prices are in the shop's currency; names of staff are as the
 * accounts are named now (empty for an account since removed).
 */
export function exportTables(
  rows: ShopRows,
  currency: string,
  names: ReadonlyMap<string, string>,
): Record<ExportFile, string> {
  const lookups = lookupsOf(rows, currency, names);
  // Spread in this order: the archive lists its files in the order of these keys.
  return {
    ...catalogueFiles(rows, lookups),
    ...customerFiles(rows, lookups),
    ...moneyAndAuditFiles(rows, lookups),
  };
}
