ALTER TABLE "queue_entries" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change of an entry counts, whichever statement makes it: nodes that read an order at
-- different moments tell the newer read by the higher revision. An update that changes
-- nothing is no new revision.
CREATE FUNCTION jono_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "queue_entries_revision" BEFORE UPDATE ON "queue_entries"
  FOR EACH ROW EXECUTE FUNCTION jono_next_revision();
