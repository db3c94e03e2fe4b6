ALTER TABLE "waitlist_entries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "push_endpoint" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "push_p256dh" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "push_auth" text;