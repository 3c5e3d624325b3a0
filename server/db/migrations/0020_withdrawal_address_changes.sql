CREATE TABLE "withdrawal_address_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"withdrawal_address" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "withdrawal_address_changes_settled_chk" CHECK ("withdrawal_address_changes"."cancelled_at" is null or "withdrawal_address_changes"."applied_at" is null)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_address_changes" ADD CONSTRAINT "withdrawal_address_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_address_changes_token_unique" ON "withdrawal_address_changes" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_address_changes_open_unique" ON "withdrawal_address_changes" USING btree ("user_id") WHERE "withdrawal_address_changes"."cancelled_at" is null and "withdrawal_address_changes"."applied_at" is null;