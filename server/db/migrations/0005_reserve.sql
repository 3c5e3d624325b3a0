CREATE TABLE "reserve_incomes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"profit" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"is_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"principal_transfer_id" bigint,
	"profit_transfer_id" bigint,
	CONSTRAINT "reserve_incomes_paid_chk" CHECK ("reserve_incomes"."is_paid" in (0, 1)),
	CONSTRAINT "reserve_incomes_amount_chk" CHECK ("reserve_incomes"."profit" >= 0 and "reserve_incomes"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"image_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"profit" bigint,
	"roi_ppm" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"traded_at" timestamp with time zone,
	CONSTRAINT "reserve_logs_status_chk" CHECK ("reserve_logs"."status" in (0, 1)),
	CONSTRAINT "reserve_logs_traded_chk" CHECK (("reserve_logs"."status" = 0 and "reserve_logs"."profit" is null) or ("reserve_logs"."status" = 1 and "reserve_logs"."profit" >= 0 and "reserve_logs"."traded_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "reserve_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"minimum_price" bigint NOT NULL,
	"maximum_price" bigint NOT NULL,
	"min_roi_ppm" integer NOT NULL,
	"max_roi_ppm" integer NOT NULL,
	"min_trade_time" integer NOT NULL,
	"item_count" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reserve_plans_type_chk" CHECK ("reserve_plans"."type" in ('nft', 'crypto')),
	CONSTRAINT "reserve_plans_level_chk" CHECK ("reserve_plans"."level" between 1 and 6),
	CONSTRAINT "reserve_plans_price_chk" CHECK ("reserve_plans"."minimum_price" > 0 and "reserve_plans"."maximum_price" >= "reserve_plans"."minimum_price"),
	CONSTRAINT "reserve_plans_roi_chk" CHECK ("reserve_plans"."min_roi_ppm" >= 0 and "reserve_plans"."max_roi_ppm" >= "reserve_plans"."min_roi_ppm" and "reserve_plans"."max_roi_ppm" <= 1000000),
	CONSTRAINT "reserve_plans_trade_time_chk" CHECK ("reserve_plans"."min_trade_time" between 0 and 10080),
	CONSTRAINT "reserve_plans_items_chk" CHECK ("reserve_plans"."item_count" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "reserve_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"type" text NOT NULL,
	"invoice_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"level" integer NOT NULL,
	"plan_name" text NOT NULL,
	"minimum_price" bigint NOT NULL,
	"maximum_price" bigint NOT NULL,
	"min_roi_ppm" integer NOT NULL,
	"max_roi_ppm" integer NOT NULL,
	"min_trade_time" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"is_claimed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_trade_time" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"reserve_transfer_id" bigint NOT NULL,
	CONSTRAINT "reserve_subscriptions_claimed_chk" CHECK ("reserve_subscriptions"."is_claimed" in (0, 1)),
	CONSTRAINT "reserve_subscriptions_amount_chk" CHECK ("reserve_subscriptions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "reserve_incomes" ADD CONSTRAINT "reserve_incomes_subscription_id_reserve_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."reserve_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_incomes" ADD CONSTRAINT "reserve_incomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_incomes" ADD CONSTRAINT "reserve_incomes_principal_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("principal_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_incomes" ADD CONSTRAINT "reserve_incomes_profit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("profit_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_logs" ADD CONSTRAINT "reserve_logs_subscription_id_reserve_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."reserve_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_logs" ADD CONSTRAINT "reserve_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_subscriptions" ADD CONSTRAINT "reserve_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_subscriptions" ADD CONSTRAINT "reserve_subscriptions_plan_id_reserve_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reserve_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_subscriptions" ADD CONSTRAINT "reserve_subscriptions_reserve_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("reserve_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_incomes_subscription_unique" ON "reserve_incomes" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "reserve_incomes_unpaid_idx" ON "reserve_incomes" USING btree ("id") WHERE "reserve_incomes"."is_paid" = 0;--> statement-breakpoint
CREATE INDEX "reserve_incomes_member_idx" ON "reserve_incomes" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "reserve_logs_subscription_idx" ON "reserve_logs" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "reserve_logs_traded_idx" ON "reserve_logs" USING btree ("traded_at") WHERE "reserve_logs"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_plans_type_level_unique" ON "reserve_plans" USING btree ("type","level");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_subscriptions_invoice_unique" ON "reserve_subscriptions" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_subscriptions_open_unique" ON "reserve_subscriptions" USING btree ("user_id","type") WHERE "reserve_subscriptions"."is_claimed" = 0;--> statement-breakpoint
CREATE INDEX "reserve_subscriptions_member_idx" ON "reserve_subscriptions" USING btree ("user_id","created_at");