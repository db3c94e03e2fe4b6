CREATE TABLE "shop_embed_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_embed_settings" ADD CONSTRAINT "shop_embed_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;