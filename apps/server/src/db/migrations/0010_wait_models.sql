CREATE TABLE "shop_wait_models" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"learned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_wait_models" ADD CONSTRAINT "shop_wait_models_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;