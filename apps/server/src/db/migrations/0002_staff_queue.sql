DROP INDEX "queue_entries_shop_status_idx";--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "sort_key" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "reorder_reason" text;--> statement-breakpoint
UPDATE "queue_entries" SET "sort_key" = "joined_at";--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_service_per_barber" ON "queue_entries" USING btree ("barber_id") WHERE "queue_entries"."status" = 'in_service';--> statement-breakpoint
CREATE INDEX "queue_entries_shop_status_idx" ON "queue_entries" USING btree ("shop_id","status","sort_key");