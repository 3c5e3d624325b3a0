ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind_chk";--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_amount_chk";--> statement-breakpoint
DROP INDEX "approval_requests_subject_open_unique";--> statement-breakpoint
ALTER TABLE "approval_requests" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_frozen_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "withdrawals_frozen_by" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_subject_open_unique" ON "approval_requests" USING btree ("subject") WHERE "approval_requests"."status" = 'pending' or ("approval_requests"."status" = 'approved' and "approval_requests"."kind" in ('deposit', 'withdrawal', 'adjustment'));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_money_chk" CHECK ("approval_requests"."kind" not in ('deposit', 'withdrawal', 'adjustment') or ("approval_requests"."amount" is not null and "approval_requests"."member_id" is not null));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_chk" CHECK ("approval_requests"."kind" in ('deposit', 'withdrawal', 'adjustment', 'operator_create', 'operator_role', 'operator_enable', 'operator_authenticator_reset', 'member_unfreeze', 'member_pin_reset', 'member_2fa_reset'));--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_amount_chk" CHECK ("approval_requests"."amount" is null or "approval_requests"."amount" > 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_withdrawals_frozen_chk" CHECK (("users"."withdrawals_frozen_at" is null) = ("users"."withdrawals_frozen_reason" is null));--> statement-breakpoint
UPDATE "operators" SET "approved_at" = "created_at" WHERE "approved_at" IS NULL;--> statement-breakpoint
UPDATE "approval_requests" SET "requested_by" = 'key' WHERE "status" = 'pending' AND "requested_by" LIKE 'key:%';
