ALTER TABLE "booking_slot_claims" ADD COLUMN "barber_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "barber_named" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_slot_claims" ADD CONSTRAINT "booking_slot_claims_barber_id_staff_users_id_fk" FOREIGN KEY ("barber_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Live bookings made before bookings had a barber each get one who was free for them, earliest
-- first: someone whose hours hold the whole service, with no time off and no booking already
-- given to them then, the one with the fewest bookings that day first (a tie by name, as a
-- booking made today decides it). A booking nobody was
-- free for stays "any barber" and gets one when it starts. No booking moves in time.
DO $$
DECLARE
  b record;
  chosen uuid;
BEGIN
  FOR b IN
    SELECT bk.id, bk.shop_id, bk.start_at, bk.end_at, bk.barber_id, s.timezone
    FROM bookings bk JOIN shops s ON s.id = bk.shop_id
    WHERE bk.status IN ('pending_payment', 'confirmed')
    ORDER BY bk.start_at, bk.created_at, bk.id
  LOOP
    SELECT u.id INTO chosen
    FROM staff_users u
    WHERE u.shop_id = b.shop_id
      AND u.role IN ('owner', 'barber')
      AND u.is_active
      -- A booking already in a barber's chair keeps that barber.
      AND (b.barber_id IS NULL OR u.id = b.barber_id)
      AND NOT EXISTS (
        SELECT 1 FROM barber_time_off t
        WHERE t.user_id = u.id AND t.starts_at < b.end_at AND b.start_at < t.ends_at)
      AND NOT EXISTS (
        SELECT 1 FROM booking_slot_claims theirs
        JOIN booking_slot_claims mine
          ON mine.booking_id = b.id AND mine.slot_start_at = theirs.slot_start_at
        WHERE theirs.barber_id = u.id)
      AND (b.barber_id IS NOT NULL OR u.weekly_hours IS NULL OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(u.weekly_hours) h
        WHERE (h ->> 'weekday')::int = extract(isodow FROM b.start_at AT TIME ZONE b.timezone)
          AND (b.start_at AT TIME ZONE b.timezone)::date = (b.end_at AT TIME ZONE b.timezone)::date
          AND (h ->> 'opens')::time <= (b.start_at AT TIME ZONE b.timezone)::time
          AND (b.end_at AT TIME ZONE b.timezone)::time <= (h ->> 'closes')::time))
    ORDER BY (
      SELECT count(*) FROM bookings other
      WHERE other.barber_id = u.id
        AND other.status IN ('pending_payment', 'confirmed')
        AND (other.start_at AT TIME ZONE b.timezone)::date = (b.start_at AT TIME ZONE b.timezone)::date
    ), u.name, u.id
    LIMIT 1;
    IF chosen IS NOT NULL THEN
      UPDATE booking_slot_claims SET barber_id = chosen WHERE booking_id = b.id;
      UPDATE bookings SET barber_id = chosen WHERE id = b.id;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slot_claims_barber_unique" ON "booking_slot_claims" USING btree ("barber_id","slot_start_at") WHERE "booking_slot_claims"."barber_id" is not null;
