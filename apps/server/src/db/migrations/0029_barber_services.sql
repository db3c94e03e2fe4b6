CREATE TABLE "barber_services" (
	"user_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"price_cents" integer,
	"duration_minutes" integer,
	CONSTRAINT "barber_services_user_id_service_id_pk" PRIMARY KEY("user_id","service_id"),
	CONSTRAINT "barber_services_price_not_negative" CHECK ("barber_services"."price_cents" >= 0),
	CONSTRAINT "barber_services_duration_positive" CHECK ("barber_services"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "barber_services" ADD CONSTRAINT "barber_services_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barber_services" ADD CONSTRAINT "barber_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barber_services_service_idx" ON "barber_services" USING btree ("service_id");