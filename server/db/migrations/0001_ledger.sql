CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"member_id" integer NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"status_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("member_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_negative_platform_only" CHECK (not "ledger_accounts"."allow_negative" or "ledger_accounts"."owner_user_id" is null)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"member_id" integer,
	"reverses_transfer_id" bigint,
	"hold_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("reverses_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_kind_unique" ON "ledger_accounts" USING btree ("owner_user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_kind_unique" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."owner_user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses_unique" ON "ledger_transfers" USING btree ("reverses_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_hold_ref_unique" ON "ledger_transfers" USING btree ("hold_ref");--> statement-breakpoint
CREATE INDEX "ledger_transfers_member_idx" ON "ledger_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
-- Ledger history is append-only; a correction is a reversing transfer, never an edit.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never changed: % on % refused; post a reversing transfer instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_immutable" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
