CREATE TABLE "pending_push_alerts" (
	"queue_entry_id" uuid NOT NULL,
	"marker" text NOT NULL,
	"request" jsonb NOT NULL,
	"token" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_push_alerts_queue_entry_id_marker_pk" PRIMARY KEY("queue_entry_id","marker")
);
--> statement-breakpoint
CREATE TABLE "text_cap_notices" (
	"shop_id" uuid NOT NULL,
	"month" text NOT NULL,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_cap_notices_shop_id_month_percent_pk" PRIMARY KEY("shop_id","month","percent")
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"queue_entry_id" uuid,
	"phone" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"gateway_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"shop_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"reply" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_shop_id_phone_pk" PRIMARY KEY("shop_id","phone")
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "last_alert_channel" text;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "text_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_push_alerts" ADD CONSTRAINT "pending_push_alerts_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_cap_notices" ADD CONSTRAINT "text_cap_notices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_opt_outs" ADD CONSTRAINT "text_opt_outs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_push_alerts_due_idx" ON "pending_push_alerts" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("next_attempt_at") WHERE "text_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "text_messages_gateway_idx" ON "text_messages" USING btree ("gateway_id");--> statement-breakpoint
CREATE INDEX "text_messages_shop_month_idx" ON "text_messages" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "text_messages_entry_idx" ON "text_messages" USING btree ("queue_entry_id");