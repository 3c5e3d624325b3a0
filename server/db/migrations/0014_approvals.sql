CREATE TABLE "approval_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_operator_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_by_operator_id" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"outcome" jsonb,
	CONSTRAINT "approval_requests_kind_chk" CHECK ("approval_requests"."kind" in ('deposit', 'withdrawal', 'adjustment')),
	CONSTRAINT "approval_requests_status_chk" CHECK ("approval_requests"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "approval_requests_amount_chk" CHECK ("approval_requests"."amount" > 0),
	CONSTRAINT "approval_requests_second_person_chk" CHECK ("approval_requests"."decided_by" is null or "approval_requests"."decided_by" <> "approval_requests"."requested_by" or "approval_requests"."status" = 'declined')
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_operator_id_operators_id_fk" FOREIGN KEY ("requested_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_operator_id_operators_id_fk" FOREIGN KEY ("decided_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_subject_open_unique" ON "approval_requests" USING btree ("subject") WHERE "approval_requests"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","id");