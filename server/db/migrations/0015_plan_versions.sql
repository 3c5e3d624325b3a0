CREATE TABLE "reserve_plan_versions" (
	"plan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"minimum_price" bigint NOT NULL,
	"maximum_price" bigint NOT NULL,
	"min_roi_ppm" integer NOT NULL,
	"max_roi_ppm" integer NOT NULL,
	"min_trade_time" integer NOT NULL,
	"item_count" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_plan_versions_pk" PRIMARY KEY("plan_id","version"),
	CONSTRAINT "reserve_plan_versions_version_chk" CHECK ("reserve_plan_versions"."version" >= 1),
	CONSTRAINT "reserve_plan_versions_price_chk" CHECK ("reserve_plan_versions"."minimum_price" > 0 and "reserve_plan_versions"."maximum_price" >= "reserve_plan_versions"."minimum_price"),
	CONSTRAINT "reserve_plan_versions_roi_chk" CHECK ("reserve_plan_versions"."min_roi_ppm" >= 0 and "reserve_plan_versions"."max_roi_ppm" >= "reserve_plan_versions"."min_roi_ppm" and "reserve_plan_versions"."max_roi_ppm" <= 1000000),
	CONSTRAINT "reserve_plan_versions_trade_time_chk" CHECK ("reserve_plan_versions"."min_trade_time" between 0 and 10080),
	CONSTRAINT "reserve_plan_versions_items_chk" CHECK ("reserve_plan_versions"."item_count" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "staking_package_versions" (
	"package_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"minimum_price" bigint NOT NULL,
	"maximum_price" bigint NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"min_duration" integer,
	"max_duration" integer,
	"early_exit_charge_ppm" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staking_package_versions_pk" PRIMARY KEY("package_id","version"),
	CONSTRAINT "staking_package_versions_version_chk" CHECK ("staking_package_versions"."version" >= 1),
	CONSTRAINT "staking_package_versions_price_chk" CHECK ("staking_package_versions"."minimum_price" > 0 and "staking_package_versions"."maximum_price" >= "staking_package_versions"."minimum_price" and "staking_package_versions"."minimum_price" % 50000000 = 0 and "staking_package_versions"."maximum_price" % 50000000 = 0),
	CONSTRAINT "staking_package_versions_rate_chk" CHECK ("staking_package_versions"."daily_rate_ppm" > 0 and "staking_package_versions"."daily_rate_ppm" <= 1000000),
	CONSTRAINT "staking_package_versions_charge_chk" CHECK ("staking_package_versions"."early_exit_charge_ppm" >= 0 and "staking_package_versions"."early_exit_charge_ppm" < 1000000),
	CONSTRAINT "staking_package_versions_duration_chk" CHECK (("staking_package_versions"."min_duration" is null and "staking_package_versions"."max_duration" is null) or ("staking_package_versions"."min_duration" >= 1 and "staking_package_versions"."max_duration" >= "staking_package_versions"."min_duration"))
);
--> statement-breakpoint
-- Hand-written: every package's and plan's terms as they stand become its version 1, in force since long before
-- any stake or reservation (like the income plan's version 1), before the columns they are read from go.
INSERT INTO "staking_package_versions" ("package_id", "version", "effective_from", "minimum_price", "maximum_price", "daily_rate_ppm", "min_duration", "max_duration", "early_exit_charge_ppm", "active")
SELECT "id", 1, '2000-01-01T00:00:00Z', "minimum_price", "maximum_price", "daily_rate_ppm", "min_duration", "max_duration", "early_exit_charge_ppm", "active" FROM "staking_packages";--> statement-breakpoint
INSERT INTO "reserve_plan_versions" ("plan_id", "version", "effective_from", "minimum_price", "maximum_price", "min_roi_ppm", "max_roi_ppm", "min_trade_time", "item_count", "active")
SELECT "id", 1, '2000-01-01T00:00:00Z', "minimum_price", "maximum_price", "min_roi_ppm", "max_roi_ppm", "min_trade_time", "item_count", "active" FROM "reserve_plans";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP CONSTRAINT "reserve_plans_price_chk";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP CONSTRAINT "reserve_plans_roi_chk";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP CONSTRAINT "reserve_plans_trade_time_chk";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP CONSTRAINT "reserve_plans_items_chk";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP CONSTRAINT "staking_packages_price_chk";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP CONSTRAINT "staking_packages_rate_chk";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP CONSTRAINT "staking_packages_charge_chk";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP CONSTRAINT "staking_packages_duration_chk";--> statement-breakpoint
-- Hand-written: the version columns are added empty, filled, then required. Stakes and reservations made
-- before versions existed already hold copies of their terms (rate, charge, duration; amount and return
-- ranges, wait), which is what they pay on; they name version 1.
ALTER TABLE "reserve_subscriptions" ADD COLUMN "plan_version" integer;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD COLUMN "package_version" integer;--> statement-breakpoint
UPDATE "reserve_subscriptions" SET "plan_version" = 1;--> statement-breakpoint
UPDATE "staking_subscriptions" SET "package_version" = 1;--> statement-breakpoint
ALTER TABLE "reserve_subscriptions" ALTER COLUMN "plan_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ALTER COLUMN "package_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reserve_plan_versions" ADD CONSTRAINT "reserve_plan_versions_plan_id_reserve_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reserve_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_package_versions" ADD CONSTRAINT "staking_package_versions_package_id_staking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."staking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_plan_versions_effective_idx" ON "reserve_plan_versions" USING btree ("plan_id","effective_from");--> statement-breakpoint
CREATE INDEX "staking_package_versions_effective_idx" ON "staking_package_versions" USING btree ("package_id","effective_from");--> statement-breakpoint
ALTER TABLE "reserve_subscriptions" ADD CONSTRAINT "reserve_subscriptions_plan_version_fk" FOREIGN KEY ("plan_id","plan_version") REFERENCES "public"."reserve_plan_versions"("plan_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staking_subscriptions" ADD CONSTRAINT "staking_subscriptions_package_version_fk" FOREIGN KEY ("package_id","package_version") REFERENCES "public"."staking_package_versions"("package_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "minimum_price";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "maximum_price";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "min_roi_ppm";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "max_roi_ppm";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "min_trade_time";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "item_count";--> statement-breakpoint
ALTER TABLE "reserve_plans" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "minimum_price";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "maximum_price";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "daily_rate_ppm";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "min_duration";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "max_duration";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "early_exit_charge_ppm";--> statement-breakpoint
ALTER TABLE "staking_packages" DROP COLUMN "active";