CREATE TABLE "schema_compatibility" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"oldest_code_migrations" integer NOT NULL,
	CONSTRAINT "schema_compatibility_one_row" CHECK ("schema_compatibility"."only")
);
--> statement-breakpoint
-- 0022 added customer_email_proofs.order_id with no default, which code knowing fewer than
-- 23 migrations leaves out when it writes a proof (0018 dropped shops.image, which code
-- knowing fewer than 19 reads).
INSERT INTO "schema_compatibility" ("only", "oldest_code_migrations") VALUES (true, 23);
