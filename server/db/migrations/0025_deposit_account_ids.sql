ALTER TABLE "member_deposit_addresses" ADD COLUMN "account_id" text;--> statement-breakpoint
-- A TRON address's account id: its base58 read as a number is 25 bytes (0x41, the 20-byte id, a checksum).
CREATE FUNCTION "tron_account_id"(address text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet constant text := '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  n numeric := 0;
  hex text := '';
BEGIN
  FOR i IN 1..length(address) LOOP
    n := n * 58 + (strpos(alphabet, substr(address, i, 1)) - 1);
  END LOOP;
  FOR i IN 1..25 LOOP
    hex := lpad(to_hex(mod(n, 256)::int), 2, '0') || hex;
    n := div(n, 256);
  END LOOP;
  RETURN '0x' || substr(hex, 3, 40);
END
$$;--> statement-breakpoint
UPDATE "member_deposit_addresses"
  SET "account_id" = CASE WHEN "address" LIKE 'T%' THEN "tron_account_id"("address") ELSE lower("address") END;--> statement-breakpoint
DROP FUNCTION "tron_account_id"(text);--> statement-breakpoint
ALTER TABLE "member_deposit_addresses" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_deposit_addresses_account_unique" ON "member_deposit_addresses" USING btree ("payment_method_id","account_id");
