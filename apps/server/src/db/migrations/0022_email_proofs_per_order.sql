-- Codes still out were asked before they were tied to an order: the customer asks again.
DELETE FROM "customer_email_proofs";--> statement-breakpoint
ALTER TABLE "customer_email_proofs" ADD COLUMN "order_id" uuid NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_email_proofs_order_idx" ON "customer_email_proofs" USING btree ("order_id","created_at");