CREATE TABLE "shop_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"files" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_photos_size_positive" CHECK ("shop_photos"."width" > 0 and "shop_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "shop_photos" ADD CONSTRAINT "shop_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_photos_one_cover" ON "shop_photos" USING btree ("shop_id") WHERE "shop_photos"."kind" = 'cover';--> statement-breakpoint
CREATE INDEX "shop_photos_shop_idx" ON "shop_photos" USING btree ("shop_id","kind","position");--> statement-breakpoint
-- A shop picture uploaded before photos came becomes the shop's cover, at the one width it was kept in.
INSERT INTO "shop_photos" ("shop_id", "kind", "position", "files", "width", "height")
SELECT "id", 'cover', 0, jsonb_build_array(jsonb_build_object('url', "image", 'width', 640)), 640, 640
FROM "shops" WHERE "image" IS NOT NULL;
