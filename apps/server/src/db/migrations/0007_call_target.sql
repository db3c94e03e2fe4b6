ALTER TABLE "queue_entries" ADD COLUMN "called_chair" integer;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "called_barber_id" uuid;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_called_barber_id_staff_users_id_fk" FOREIGN KEY ("called_barber_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;