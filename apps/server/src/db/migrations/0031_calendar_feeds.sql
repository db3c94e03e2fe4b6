CREATE TABLE "calendar_feed_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"customer_names" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"member_id" uuid,
	"secret_hash" text NOT NULL,
	"with_walk_ins" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_settings" ADD CONSTRAINT "calendar_feed_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_staff_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_unique" ON "calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_shop_unique" ON "calendar_feeds" USING btree ("shop_id") WHERE "calendar_feeds"."member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_member_unique" ON "calendar_feeds" USING btree ("member_id") WHERE "calendar_feeds"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_feeds_shop_idx" ON "calendar_feeds" USING btree ("shop_id");