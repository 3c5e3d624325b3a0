CREATE TABLE "withdrawal_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"withdraw_type" text NOT NULL,
	"withdrawal_coin" text,
	"network" text,
	"withdrawal_address" text,
	"ac_no" text,
	"bank_name" text,
	"holder_name" text,
	"ifsc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_settings_type_chk" CHECK ("withdrawal_settings"."withdraw_type" in ('crypto', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"coin_type" text NOT NULL,
	"wallet" text NOT NULL,
	"network" text,
	"address" text,
	"ac_no" text,
	"bank_name" text,
	"holder_name" text,
	"ifsc" text,
	"amount_from" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"amount_to" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"t_hash" text,
	"remarks" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"settle_transfer_id" bigint,
	CONSTRAINT "withdrawals_status_chk" CHECK ("withdrawals"."status" in (0, 1, 2, 3)),
	CONSTRAINT "withdrawals_amounts_chk" CHECK ("withdrawals"."amount_from" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."net_amount" > 0),
	CONSTRAINT "withdrawals_net_chk" CHECK ("withdrawals"."net_amount" + "withdrawals"."fee" = "withdrawals"."amount_from")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_code_unique" ON "withdrawals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");