-- A booking's browsers have lived in booking_push_subscriptions since 0017 and no code that
-- knows 26 migrations or more reads push_subscriptions.booking_id: its rows and the column go,
-- and every row left belongs to a walk-in.
DELETE FROM "push_subscriptions" WHERE "queue_entry_id" IS NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_one_order";--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_booking_id_bookings_id_fk";--> statement-breakpoint
DROP INDEX "push_subscriptions_booking_endpoint_unique";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "queue_entry_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP COLUMN "booking_id";--> statement-breakpoint
-- Oldest code on this schema: 26 migrations (older code selects booking_id with every
-- subscription it reads).
UPDATE "schema_compatibility" SET "oldest_code_migrations" = GREATEST("oldest_code_migrations", 26);
