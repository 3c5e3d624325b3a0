CREATE TABLE "reserve_snapshot_addresses" (
	"snapshot_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "reserve_snapshot_addresses_snapshot_id_network_address_pk" PRIMARY KEY("snapshot_id","network","address"),
	CONSTRAINT "reserve_snapshot_addresses_kind_chk" CHECK ("reserve_snapshot_addresses"."kind" in ('deposit', 'treasury'))
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_chains" (
	"snapshot_id" integer NOT NULL,
	"network" text NOT NULL,
	"method" text NOT NULL,
	"token" text NOT NULL,
	"block" bigint NOT NULL,
	CONSTRAINT "reserve_snapshot_chains_snapshot_id_network_pk" PRIMARY KEY("snapshot_id","network")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_leaves" (
	"snapshot_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"leaf_index" integer NOT NULL,
	"salt" "bytea" NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "reserve_snapshot_leaves_snapshot_id_member_id_pk" PRIMARY KEY("snapshot_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_nodes" (
	"snapshot_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"chunk" integer NOT NULL,
	"hashes" "bytea" NOT NULL,
	"sums" "bytea" NOT NULL,
	CONSTRAINT "reserve_snapshot_nodes_snapshot_id_level_chunk_pk" PRIMARY KEY("snapshot_id","level","chunk")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"taken_by" text,
	"taken_by_operator_id" integer,
	"approval_id" bigint,
	"published_at" timestamp with time zone,
	"ledger_point" bigint NOT NULL,
	"root_hash" text NOT NULL,
	"members" integer NOT NULL,
	"liabilities" bigint NOT NULL,
	"holdings" bigint NOT NULL,
	"levels" smallint NOT NULL,
	"scheduled_day" text,
	CONSTRAINT "reserve_snapshots_trigger_chk" CHECK ("reserve_snapshots"."trigger" in ('schedule', 'operator')),
	CONSTRAINT "reserve_snapshots_status_chk" CHECK ("reserve_snapshots"."status" in ('pending', 'published', 'declined')),
	CONSTRAINT "reserve_snapshots_amounts_chk" CHECK ("reserve_snapshots"."liabilities" >= 0 and "reserve_snapshots"."holdings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treasury_address_proofs" (
	"network" text NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"proven_at" timestamp with time zone NOT NULL,
	"proven_by" text NOT NULL,
	"proven_by_operator_id" integer,
	CONSTRAINT "treasury_address_proofs_network_address_pk" PRIMARY KEY("network","address")
);
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind_chk";--> statement-breakpoint
ALTER TABLE "reserve_snapshot_addresses" ADD CONSTRAINT "reserve_snapshot_addresses_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_chains" ADD CONSTRAINT "reserve_snapshot_chains_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_leaves" ADD CONSTRAINT "reserve_snapshot_leaves_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_nodes" ADD CONSTRAINT "reserve_snapshot_nodes_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD CONSTRAINT "reserve_snapshots_taken_by_operator_id_operators_id_fk" FOREIGN KEY ("taken_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_address_proofs" ADD CONSTRAINT "treasury_address_proofs_proven_by_operator_id_operators_id_fk" FOREIGN KEY ("proven_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_snapshots_one_pending_idx" ON "reserve_snapshots" USING btree ("status") WHERE "reserve_snapshots"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_snapshots_day_idx" ON "reserve_snapshots" USING btree ("scheduled_day");--> statement-breakpoint
CREATE INDEX "reserve_snapshots_published_idx" ON "reserve_snapshots" USING btree ("id") WHERE "reserve_snapshots"."status" = 'published';--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_chk" CHECK ("approval_requests"."kind" in ('deposit', 'withdrawal', 'adjustment', 'operator_create', 'operator_role', 'operator_enable', 'operator_authenticator_reset', 'member_unfreeze', 'member_pin_reset', 'member_2fa_reset', 'reserve_snapshot'));