ALTER TABLE "shops" ADD COLUMN "max_wait_minutes" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_max_wait_range" CHECK ("shops"."max_wait_minutes" between 10 and 480);