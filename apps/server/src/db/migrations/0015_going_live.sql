ALTER TABLE "shops" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every shop already here was listed before publishing existed, and stays listed.
UPDATE "shops" SET "published_at" = "created_at";--> statement-breakpoint
-- Registration wrote 0,0 for "not placed yet"; that point sent customers to the Gulf of Guinea.
UPDATE "shops" SET "lat" = NULL, "lng" = NULL WHERE "lat" = 0 AND "lng" = 0;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_position_real" CHECK (("shops"."lat" is null) = ("shops"."lng" is null) and not ("shops"."lat" = 0 and "shops"."lng" = 0));