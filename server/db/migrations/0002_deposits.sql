CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"thash" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_transfer_id" bigint,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_deposit_addresses" (
	"user_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"address" text NOT NULL,
	"derivation_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"network_name" text NOT NULL,
	"type" text DEFAULT 'deposit' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payer_user_id" integer NOT NULL,
	"payee_user_id" integer NOT NULL,
	"from_wallet" text NOT NULL,
	"to_wallet" text NOT NULL,
	"transfer_amount" bigint NOT NULL,
	"net_transfer_amount" bigint NOT NULL,
	"transfer_type" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ledger_transfer_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_chk";--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_credited_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("credited_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_deposit_addresses" ADD CONSTRAINT "member_deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_deposit_addresses" ADD CONSTRAINT "member_deposit_addresses_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_method_thash_unique" ON "deposits" USING btree ("payment_method_id","thash");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("user_id","payment_method_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_deposit_addresses_member_method_unique" ON "member_deposit_addresses" USING btree ("user_id","payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_deposit_addresses_address_unique" ON "member_deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_name_network_type_unique" ON "payment_methods" USING btree ("name","network_name","type");--> statement-breakpoint
CREATE INDEX "wallet_transfers_payer_idx" ON "wallet_transfers" USING btree ("payer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_ledger_transfer_unique" ON "wallet_transfers" USING btree ("ledger_transfer_id");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_chk" CHECK ("one_time_codes"."purpose" in ('verify', 'login', 'forget', 'transfer', 'withdraw'));--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "name", "network_name", "type", "active") VALUES (1, 'USDT', 'TRC20', 'deposit', true), (2, 'USDT', 'BEP20', 'deposit', true);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('payment_methods', 'id'), 2);
