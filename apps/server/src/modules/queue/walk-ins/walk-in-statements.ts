import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queueEntries } from '../../../db/schema/index';
import type { OrderedService } from '../../../db/schema/stored-json';
import { preparedStatement } from '../../../lib/prepared-statement';
import { jsonObjectOf } from '../../../lib/sql-json';
import { barberTermRowSchema, barberTermsAmong } from '../../catalog/barber-terms.service';
import { offeredItems } from '../../catalog/catalog.service';
import { blockedAmong } from '../../shops/shops.service';

/**
 * The two statements a batch of walk-ins takes: what it needs to know of its shops, read under
 * their locks, and the INSERT of every walk-in it admits.
 */

/** What the batch's facts statement knows about one shop's walk-ins, read under its lock. */
export const shopFactsSchema = z.object({
  /** The shop's active services asked for, with their add-ons (`offeredItems`), as text. */
  offered: z.string(),
  /** The terms members keep for the services asked for (`barberTermsAmong`). */
  terms: z.array(barberTermRowSchema),
  /** Phones of the batch the shop has blocked. */
  blocked: z.array(z.string()),
  /** Phones of the batch already waiting here. */
  waiting: z.array(z.string()),
  /** Idempotency keys of the batch already used here, with their orders. */
  keys: z.array(z.object({ key: z.string(), id: z.string() })),
});
const keptKeySchema = shopFactsSchema.shape.keys.element;

// One row per shop of the batch; the asked-for ids, phones and keys are the whole batch's, each
// looked up among the shop's own.
const shop = sql`shop.id`;
const phones = sql`${sql.placeholder('phones')}::text[]`;
export const readBatchFacts = preparedStatement<
  { shopId: string; facts: string },
  { shopIds: string[]; serviceIds: string[]; addonIds: string[]; phones: string[]; keys: string[] }
>(
  'walk_in_batch_facts',
  sql`select ${shop} as "shopId", ${jsonObjectOf(shopFactsSchema, {
    offered: offeredItems(shop, sql.placeholder('serviceIds'), sql.placeholder('addonIds')),
    terms: barberTermsAmong(shop, sql.placeholder('serviceIds')),
    blocked: blockedAmong(shop, phones),
    waiting: sql`(select coalesce(json_agg(${queueEntries.phone}), '[]')
      from ${queueEntries} where ${queueEntries.shopId} = ${shop}
        and ${queueEntries.status} = 'waiting' and ${queueEntries.phone} = any(${phones}))`,
    keys: sql`(select coalesce(json_agg(${jsonObjectOf(keptKeySchema, {
      key: queueEntries.idempotencyKey,
      id: queueEntries.id,
    })}), '[]')
      from ${queueEntries} where ${queueEntries.shopId} = ${shop}
        and ${queueEntries.idempotencyKey} = any(${sql.placeholder('keys')}::text[]))`,
  })}::text as "facts"
  from unnest(${sql.placeholder('shopIds')}::uuid[]) as shop(id)`,
);

/** A walk-in's row as the batch INSERT reads it from JSON, in arrival order. */
export interface WalkInRow {
  id: string;
  shop_id: string;
  customer_name: string;
  phone: string | null;
  email: string | null;
  items: OrderedService[];
  additional_services: unknown;
  total_price_cents: number;
  total_duration_minutes: number;
  currency: string;
  language: string;
  joined_at: string;
  idempotency_key: string | null;
  requested_barber_id: string | null;
  added_at_desk: boolean;
  at_location_at: string | null;
  estimated_start_at: string | null;
  estimated_earliest_at: string | null;
  estimated_latest_at: string | null;
  travel_minutes: number | null;
  travel_mode: 'walk' | 'drive' | null;
  /** When the customer ticked "text me"; null without consent (or with texts off). */
  text_consent_at: string | null;
  /** Its place in the batch. */
  n: number;
}

// Rows go in the order given (each row's `n`), so their sequence numbers keep the batch's
// arrival order among walk-ins who joined at the same instant.
export const insertWalkIns = preparedStatement<{ id: string; shortCode: string }, { rows: string }>(
  'insert_walk_ins',
  sql`insert into ${queueEntries} (id, shop_id, customer_name, phone, email, items,
      additional_services, total_price_cents, total_duration_minutes, currency, language,
      joined_at, sort_key, pay_now, idempotency_key, requested_barber_id, added_at_desk,
      is_at_location, at_location_at, estimated_start_at, estimated_earliest_at,
      estimated_latest_at, travel_minutes, travel_mode, text_consent_at)
    select r.id, r.shop_id, r.customer_name, r.phone, r.email, r.items, r.additional_services,
      r.total_price_cents, r.total_duration_minutes, r.currency, r.language, r.joined_at,
      r.joined_at, false, r.idempotency_key, r.requested_barber_id, r.added_at_desk,
      r.added_at_desk, r.at_location_at, r.estimated_start_at, r.estimated_earliest_at,
      r.estimated_latest_at, r.travel_minutes, r.travel_mode, r.text_consent_at
    from json_to_recordset(${sql.placeholder('rows')}::json) as r(id uuid,
      shop_id uuid, customer_name text, phone text, email text, items jsonb,
      additional_services jsonb, total_price_cents integer, total_duration_minutes integer,
      currency text, language text, joined_at timestamptz, idempotency_key text,
      requested_barber_id uuid, added_at_desk boolean, at_location_at timestamptz,
      estimated_start_at timestamptz, estimated_earliest_at timestamptz,
      estimated_latest_at timestamptz, travel_minutes integer, travel_mode text,
      text_consent_at timestamptz, n integer)
    order by r.n
    returning id, short_code as "shortCode"`,
);
