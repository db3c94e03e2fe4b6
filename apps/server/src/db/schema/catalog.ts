import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { shopRef } from './shops';
import { staffUsers } from './staff';

export const serviceCategories = pgTable(
  'service_categories',
  {
    id: id(),
    shopId: shopRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('service_categories_shop_idx').on(t.shopId, t.position)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    shopId: shopRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => serviceCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_shop_idx').on(t.shopId, t.position),
    check('services_price_not_negative', sql`${t.priceCents} >= 0`),
    check('services_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);

export const addons = pgTable(
  'addons',
  {
    id: id(),
    shopId: shopRef(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('addons_shop_idx').on(t.shopId),
    check('addons_price_not_negative', sql`${t.priceCents} >= 0`),
    check('addons_duration_not_negative', sql`${t.durationMinutes} >= 0`),
  ],
);

/** Which services an add-on applies to. */
export const serviceAddons = pgTable(
  'service_addons',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    addonId: uuid('addon_id')
      .notNull()
      .references(() => addons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.addonId] })],
);

/**
 * A serving member's own terms for a service: whether they do it, and their price and length
 * where these differ from the catalogue's (null: the catalogue's). No row: they do it at the
 * catalogue's price and length, so a new service or a new member needs nothing here.
 */
export const barberServices = pgTable(
  'barber_services',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    offered: boolean('offered').notNull().default(true),
    priceCents: integer('price_cents'),
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serviceId] }),
    index('barber_services_service_idx').on(t.serviceId),
    check('barber_services_price_not_negative', sql`${t.priceCents} >= 0`),
    check('barber_services_duration_positive', sql`${t.durationMinutes} > 0`),
  ],
);
