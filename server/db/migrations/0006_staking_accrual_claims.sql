CREATE TABLE "staking_accrual_claims" (
	"accrual_date" date NOT NULL,
	"bucket" integer NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_accrual_claims_pk" PRIMARY KEY("accrual_date","bucket")
);
--> statement-breakpoint
CREATE TABLE "staking_accrual_progress" (
	"bucket" integer PRIMARY KEY NOT NULL,
	"paid_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_accrual_progress_bucket_chk" CHECK ("staking_accrual_progress"."bucket" >= 0)
);
--> statement-breakpoint
-- Days already paid one row per stake become claims per (day, bucket of 1024 members); a bucket counts as
-- paid through the last day any of its stakes was paid, so no day is ever paid twice.
INSERT INTO "staking_accrual_claims" ("accrual_date", "bucket", "transfer_id", "created_at")
SELECT "accrual_date", "user_id" / 1024, max("transfer_id"), min("created_at") FROM "staking_accruals"
GROUP BY "accrual_date", "user_id" / 1024;--> statement-breakpoint
INSERT INTO "staking_accrual_progress" ("bucket", "paid_through")
SELECT "user_id" / 1024, max("accrual_date") FROM "staking_accruals" GROUP BY "user_id" / 1024;--> statement-breakpoint
ALTER TABLE "staking_accruals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "staking_accruals" CASCADE;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" DROP CONSTRAINT "staking_subscriptions_amount_chk";--> statement-breakpoint
DROP INDEX "staking_subscriptions_due_idx";--> statement-breakpoint
ALTER TABLE "staking_accrual_claims" ADD CONSTRAINT "staking_accrual_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staking_subscriptions_ending_idx" ON "staking_subscriptions" USING btree ("end_date","user_id") WHERE "staking_subscriptions"."status" = 1;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" DROP COLUMN "next_accrual_date";--> statement-breakpoint
ALTER TABLE "staking_subscriptions" DROP COLUMN "days";--> statement-breakpoint
ALTER TABLE "staking_subscriptions" DROP COLUMN "paid_roi_income";--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD CONSTRAINT "staking_subscriptions_amount_chk" CHECK ("staking_subscriptions"."amount" > 0);