// Which module owns each table, and which tables a file uses.
import { resolveLocal } from './source-files.mjs';

/**
 * The one module that writes and reads each table; every other module asks that module's
 * service. A table missing here fails the check, so a new table is given an owner when it is
 * made. The mail outbox belongs to the mail plugin: modules enqueue through app.mail.
 */
export const tableOwners = {
  shops: 'shops',
  shopBookingHours: 'booking',
  holidays: 'booking',
  blockedPhones: 'shops',
  shopPhotos: 'shops',
  queueEntries: 'queue',
  shopWaitModels: 'queue',
  bookings: 'booking',
  bookingSlotClaims: 'booking',
  shopReminderSettings: 'booking',
  bookingReminders: 'booking',
  bookingPushSubscriptions: 'booking',
  waitlistEntries: 'booking',
  payments: 'payments',
  refundRequests: 'refunds',
  staffMessages: 'notifications',
  pushSubscriptions: 'queue',
  pendingPushAlerts: 'queue',
  textMessages: 'texts',
  textOptOuts: 'texts',
  textCapNotices: 'texts',
  serviceCategories: 'catalog',
  services: 'catalog',
  addons: 'catalog',
  serviceAddons: 'catalog',
  barberServices: 'catalog',
  staffUsers: 'auth',
  barberTimeOff: 'schedules',
  calendarFeeds: 'calendar-feeds',
  calendarFeedSettings: 'calendar-feeds',
  shopShareLinks: 'publishing',
  shopEmbedSettings: 'publishing',
  webhookEndpoints: 'webhooks',
  apiKeys: 'api-keys',
  webhookEvents: 'webhooks',
  webhookDeliveries: 'webhooks',
  sessions: 'auth',
  oneTimeTokens: 'auth',
  loginThrottle: 'auth',
  auditEntries: 'audit',
  customerEmailProofs: 'privacy',
  reviews: 'reviews',
  mailOutbox: 'plugins/app/mail',
  // Written by migrations and read at start, before any module runs.
  schemaCompatibility: 'db/migrate',
};

/**
 * Modules that may read every table: analytics is a read model over the whole business (its
 * figures join queue entries, bookings, payments and refunds in one query), and writes nothing.
 */
export const readEverything = new Set(['analytics']);

const schemaDir = 'apps/server/src/db/schema';
const namedImportPattern = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

/** The table names a file imports from the schema (type-only imports count: they couple too). */
export function tablesUsedBy(file, source, fileSet) {
  const used = new Set();
  for (const match of source.matchAll(namedImportPattern)) {
    const target = resolveLocal(file, match[2], fileSet);
    const fromSchema =
      target === `${schemaDir}.ts` || (target?.startsWith(`${schemaDir}/`) ?? false);
    if (!fromSchema) continue;
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && /^[a-z]/.test(name) && name in tableOwners) used.add(name);
    }
  }
  return [...used];
}

/** The tables the schema declares, by name in code and in SQL. */
export function declaredTableNames(sources) {
  const names = new Map();
  for (const [file, source] of Object.entries(sources)) {
    if (!file.startsWith(`${schemaDir}/`) && file !== `${schemaDir}.ts`) continue;
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      names.set(match[1], match[2]);
    }
  }
  return names;
}

/** The tables the schema declares, so that a table without an owner is noticed. */
export const declaredTables = (sources) => [...declaredTableNames(sources).keys()];
