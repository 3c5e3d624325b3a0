CREATE TABLE "seen_transfers" (
	"payment_method_id" integer NOT NULL,
	"thash" text NOT NULL,
	"log_index" integer NOT NULL,
	"id" bigint DEFAULT nextval('deposits_id_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"to_address" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seen_transfers_payment_method_id_thash_log_index_pk" PRIMARY KEY("payment_method_id","thash","log_index")
);
--> statement-breakpoint
CREATE INDEX "seen_transfers_block_idx" ON "seen_transfers" USING btree ("payment_method_id","block_number");--> statement-breakpoint
-- Deposits waiting for confirmations move, ids and all; they are settled from here.
INSERT INTO "seen_transfers" ("payment_method_id", "thash", "log_index", "id", "user_id", "amount", "block_number",
    "block_hash", "to_address", "seen_at")
  SELECT "payment_method_id", "thash", "log_index", "id", "user_id", "amount", "block_number", "block_hash",
    "to_address", "recorded_at"
  FROM "deposits" WHERE "status" = 'seen';--> statement-breakpoint
DELETE FROM "deposits" WHERE "status" = 'seen';--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_status_chk";--> statement-breakpoint
DROP INDEX "deposits_pending_idx";--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_status_chk" CHECK ("deposits"."status" in ('recorded', 'credited', 'dropped', 'held'));--> statement-breakpoint
CREATE VIEW "deposit_records" AS
  SELECT "id", "user_id", "payment_method_id", "thash", "log_index", "amount", "source", "status", "block_number",
    "block_hash", "to_address", "recorded_at", "credited_transfer_id"
  FROM "deposits"
  UNION ALL
  SELECT "id", "user_id", "payment_method_id", "thash", "log_index", "amount", 'chain', 'seen', "block_number",
    "block_hash", "to_address", "seen_at", NULL::bigint
  FROM "seen_transfers";
