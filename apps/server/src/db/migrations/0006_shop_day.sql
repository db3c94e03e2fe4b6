-- Short codes people read and type: 6 characters from an alphabet without look-alikes.
-- New rows draw one at random until it is free in both tables.
CREATE OR REPLACE FUNCTION jono_short_code() RETURNS text AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  code text;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..6 LOOP
      code := code || substr(alphabet, 1 + floor(random() * 31)::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM queue_entries WHERE short_code = code)
      AND NOT EXISTS (SELECT 1 FROM bookings WHERE short_code = code);
  END LOOP;
  RETURN code;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint
-- Existing rows get distinct codes by their place in history (random draws inside one
-- statement could collide); bookings start at another first letter than walk-ins.
CREATE OR REPLACE FUNCTION jono_code_of(n bigint) RETURNS text AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + ((n / (31::bigint ^ k)::bigint) % 31)::int, 1), '' ORDER BY k DESC)
  FROM generate_series(0, 5) AS k
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_entry_id" uuid,
	"booking_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_one_order" CHECK (("push_subscriptions"."queue_entry_id" is null) <> ("push_subscriptions"."booking_id" is null))
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "short_code" text;--> statement-breakpoint
UPDATE "bookings" AS t SET "short_code" = jono_code_of(numbered.n + (15 * 31::bigint ^ 5)::bigint) FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "bookings") AS numbered WHERE numbered.id = t.id;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "short_code" SET DEFAULT jono_short_code();--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "at_location_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "barber_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "short_code" text;--> statement-breakpoint
UPDATE "queue_entries" AS t SET "short_code" = jono_code_of(numbered.n + (0)::bigint) FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "queue_entries") AS numbered WHERE numbered.id = t.id;--> statement-breakpoint
ALTER TABLE "queue_entries" ALTER COLUMN "short_code" SET DEFAULT jono_short_code();--> statement-breakpoint
ALTER TABLE "queue_entries" ALTER COLUMN "short_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "requested_barber_id" uuid;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "added_at_desk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "call_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "travel_minutes" integer;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "alerts_sent" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "alert_mails" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "last_alert_status" text;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "last_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_travel_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "push_widget_seconds" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_entry_endpoint_unique" ON "push_subscriptions" USING btree ("queue_entry_id","endpoint");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_booking_endpoint_unique" ON "push_subscriptions" USING btree ("booking_id","endpoint");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_barber_id_staff_users_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_requested_barber_id_staff_users_id_fk" FOREIGN KEY ("requested_barber_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_short_code_unique" ON "bookings" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_short_code_unique" ON "queue_entries" USING btree ("short_code");