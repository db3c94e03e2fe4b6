CREATE TABLE "barber_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"from_time" text,
	"until_time" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"ends_day" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barber_time_off_span_valid" CHECK ("barber_time_off"."ends_at" > "barber_time_off"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_break_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "barber_time_off" ADD CONSTRAINT "barber_time_off_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_time_off" ADD CONSTRAINT "barber_time_off_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barber_time_off_user_idx" ON "barber_time_off" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "barber_time_off_shop_idx" ON "barber_time_off" USING btree ("shop_id","ends_at");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_default_break_range" CHECK ("shops"."default_break_minutes" between 1 and 480);
