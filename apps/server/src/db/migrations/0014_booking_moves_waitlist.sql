CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"date" date NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"services" jsonb NOT NULL,
	"additional_services" jsonb NOT NULL,
	"total_duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_booking_id" uuid,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_duration_positive" CHECK ("waitlist_entries"."total_duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_move_limit" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_booking_id_bookings_id_fk" FOREIGN KEY ("offer_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_shop_date_idx" ON "waitlist_entries" USING btree ("shop_id","date","seq");