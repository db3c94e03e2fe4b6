CREATE TABLE "booking_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"offset_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"channel" text,
	"push_failed" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_reminders_offset_positive" CHECK ("booking_reminders"."offset_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_reminder_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"offsets_minutes" jsonb NOT NULL,
	"quiet_starts" text,
	"quiet_ends" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_push_subscriptions" ADD CONSTRAINT "booking_push_subscriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reminder_settings" ADD CONSTRAINT "shop_reminder_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_push_subscriptions_endpoint_unique" ON "booking_push_subscriptions" USING btree ("booking_id","endpoint");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_once" ON "booking_reminders" USING btree ("booking_id","offset_minutes","starts_at");