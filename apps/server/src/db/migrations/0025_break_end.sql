ALTER TABLE "staff_users" ADD COLUMN "break_ends_at" timestamp with time zone;--> statement-breakpoint
-- A break taken before breaks had an end gets the shop's default length from the upgrade on:
-- the barber's chair counts again from then, not never.
UPDATE "staff_users" SET "break_ends_at" = now() + interval '15 minutes' WHERE "live_status" = 'on_break';--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_break_end_on_break" CHECK ("staff_users"."break_ends_at" is null or "staff_users"."live_status" = 'on_break');
