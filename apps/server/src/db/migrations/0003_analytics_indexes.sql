CREATE INDEX "payments_shop_paid_idx" ON "payments" USING btree ("shop_id","paid_at");--> statement-breakpoint
CREATE INDEX "bookings_shop_cancelled_idx" ON "bookings" USING btree ("shop_id","cancelled_at");--> statement-breakpoint
CREATE INDEX "queue_entries_shop_joined_idx" ON "queue_entries" USING btree ("shop_id","joined_at");--> statement-breakpoint
CREATE INDEX "queue_entries_shop_started_idx" ON "queue_entries" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE INDEX "queue_entries_shop_finished_idx" ON "queue_entries" USING btree ("shop_id","finished_at");--> statement-breakpoint
CREATE INDEX "queue_entries_shop_cancelled_idx" ON "queue_entries" USING btree ("shop_id","cancelled_at");