-- Short codes are drawn from the cryptographic source gen_random_uuid() reads, not random():
-- random() follows one sequence per connection that setseed() (or a guess of its state) lets
-- anyone replay, so the next customers' codes could be told in advance. A version 4 UUID has
-- 122 random bits; bytes 6 and 8 carry its version and variant and are skipped. A byte of 248
-- or more is skipped too (248 = 8 * 31), so that every letter of the 31 is equally likely.
-- The alphabet and the length stay as they were (SHORT_CODE_ALPHABET in the contract).
CREATE OR REPLACE FUNCTION jono_short_code() RETURNS text AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  random_bytes bytea;
  position int;
  byte int;
  code text;
BEGIN
  LOOP
    code := '';
    WHILE length(code) < 6 LOOP
      random_bytes := uuid_send(gen_random_uuid());
      FOREACH position IN ARRAY ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] LOOP
        byte := get_byte(random_bytes, position);
        IF byte < 248 AND length(code) < 6 THEN
          code := code || substr(alphabet, 1 + byte % 31, 1);
        END IF;
      END LOOP;
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM queue_entries WHERE short_code = code)
      AND NOT EXISTS (SELECT 1 FROM bookings WHERE short_code = code);
  END LOOP;
  RETURN code;
END
$$ LANGUAGE plpgsql VOLATILE;
