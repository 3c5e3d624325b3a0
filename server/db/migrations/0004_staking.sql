CREATE TABLE "staking_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"accrual_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staking_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"level" integer,
	"name" text NOT NULL,
	"image_file" text NOT NULL,
	"minimum_price" bigint NOT NULL,
	"maximum_price" bigint NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"min_duration" integer,
	"max_duration" integer,
	"early_exit_charge_ppm" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staking_packages_zone_chk" CHECK ("staking_packages"."zone" in ('executive', 'free')),
	CONSTRAINT "staking_packages_price_chk" CHECK ("staking_packages"."minimum_price" > 0 and "staking_packages"."maximum_price" >= "staking_packages"."minimum_price" and "staking_packages"."minimum_price" % 50000000 = 0 and "staking_packages"."maximum_price" % 50000000 = 0),
	CONSTRAINT "staking_packages_rate_chk" CHECK ("staking_packages"."daily_rate_ppm" > 0 and "staking_packages"."daily_rate_ppm" <= 1000000),
	CONSTRAINT "staking_packages_charge_chk" CHECK ("staking_packages"."early_exit_charge_ppm" >= 0 and "staking_packages"."early_exit_charge_ppm" < 1000000),
	CONSTRAINT "staking_packages_duration_chk" CHECK (("staking_packages"."zone" = 'free' and "staking_packages"."min_duration" is null and "staking_packages"."max_duration" is null) or ("staking_packages"."zone" = 'executive' and "staking_packages"."min_duration" >= 1 and "staking_packages"."max_duration" >= "staking_packages"."min_duration"))
);
--> statement-breakpoint
CREATE TABLE "staking_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"zone" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"early_exit_charge_ppm" integer NOT NULL,
	"duration_days" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_accrual_date" date NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"paid_roi_income" bigint DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"stake_transfer_id" bigint NOT NULL,
	"close_transfer_id" bigint,
	CONSTRAINT "staking_subscriptions_status_chk" CHECK ("staking_subscriptions"."status" in (0, 1, 2)),
	CONSTRAINT "staking_subscriptions_amount_chk" CHECK ("staking_subscriptions"."amount" > 0 and "staking_subscriptions"."paid_roi_income" >= 0)
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_chk";--> statement-breakpoint
ALTER TABLE "staking_accruals" ADD CONSTRAINT "staking_accruals_subscription_id_staking_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."staking_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_accruals" ADD CONSTRAINT "staking_accruals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_accruals" ADD CONSTRAINT "staking_accruals_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD CONSTRAINT "staking_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD CONSTRAINT "staking_subscriptions_package_id_staking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."staking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD CONSTRAINT "staking_subscriptions_stake_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("stake_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD CONSTRAINT "staking_subscriptions_close_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("close_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staking_accruals_subscription_date_unique" ON "staking_accruals" USING btree ("subscription_id","accrual_date");--> statement-breakpoint
CREATE INDEX "staking_accruals_member_idx" ON "staking_accruals" USING btree ("user_id","accrual_date");--> statement-breakpoint
CREATE UNIQUE INDEX "staking_subscriptions_invoice_unique" ON "staking_subscriptions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "staking_subscriptions_member_idx" ON "staking_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staking_subscriptions_due_idx" ON "staking_subscriptions" USING btree ("next_accrual_date","id") WHERE "staking_subscriptions"."status" = 1;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_chk" CHECK ("one_time_codes"."purpose" in ('verify', 'login', 'forget', 'transfer', 'withdraw', 'unstake'));