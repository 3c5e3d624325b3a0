CREATE TABLE "factor_failures" (
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "factor_failures_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
ALTER TABLE "factor_failures" ADD CONSTRAINT "factor_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;