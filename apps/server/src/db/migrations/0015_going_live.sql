ALTER TABLE "shops" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every shop already here was listed before publishing existed. It stays listed only if the
-- publish rules would accept it: a real place, opening hours and a service to choose.
UPDATE "shops" SET "published_at" = "created_at"
WHERE "lat" IS NOT NULL AND NOT ("lat" = 0 AND "lng" = 0)
  AND jsonb_array_length("opening_hours") > 0
  AND EXISTS (SELECT 1 FROM "services" WHERE "services"."shop_id" = "shops"."id" AND "services"."is_active");--> statement-breakpoint
-- Registration wrote 0,0 for "not placed yet"; that point sent customers to the Gulf of Guinea.
UPDATE "shops" SET "lat" = NULL, "lng" = NULL WHERE "lat" = 0 AND "lng" = 0;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_position_real" CHECK (("shops"."lat" is null) = ("shops"."lng" is null) and not ("shops"."lat" = 0 and "shops"."lng" = 0));