CREATE TABLE "chain_blocks" (
	"payment_method_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_blocks_payment_method_id_number_pk" PRIMARY KEY("payment_method_id","number")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"payment_method_id" integer PRIMARY KEY NOT NULL,
	"scanned_through" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "deposits_method_thash_unique";--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "log_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "status" text DEFAULT 'recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "block_number" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "block_hash" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "chain_blocks" ADD CONSTRAINT "chain_blocks_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD CONSTRAINT "chain_cursors_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_method_thash_log_unique" ON "deposits" USING btree ("payment_method_id","thash","log_index");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("payment_method_id","block_number") WHERE "deposits"."status" = 'seen';--> statement-breakpoint
UPDATE "deposits" SET "status" = 'credited' WHERE "credited_transfer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_status_chk" CHECK ("deposits"."status" in ('recorded', 'seen', 'credited', 'dropped', 'held'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_credited_chk" CHECK (("deposits"."status" = 'credited') = ("deposits"."credited_transfer_id" is not null));