ALTER TABLE "queue_entries" ADD COLUMN "estimated_earliest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "estimated_latest_at" timestamp with time zone;