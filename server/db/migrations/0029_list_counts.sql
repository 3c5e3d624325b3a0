CREATE TABLE "member_wallet_days" (
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"credit" boolean NOT NULL,
	"lines" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "member_wallet_days_pk" PRIMARY KEY("account_id","day","kind","credit")
);
--> statement-breakpoint
CREATE TABLE "member_list_counts" (
	"member_id" integer NOT NULL,
	"list" text NOT NULL,
	"rows" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_list_counts_pk" PRIMARY KEY("member_id","list")
);
--> statement-breakpoint
CREATE TABLE "team_payout_days" (
	"beneficiary_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"is_paid" smallint NOT NULL,
	"payouts" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "team_payout_days_pk" PRIMARY KEY("beneficiary_id","day","source","is_paid")
);
--> statement-breakpoint
ALTER TABLE "member_wallet_days" ADD CONSTRAINT "member_wallet_days_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_list_counts" ADD CONSTRAINT "member_list_counts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payout_days" ADD CONSTRAINT "team_payout_days_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_hold_transfer_idx" ON "withdrawals" USING btree ("hold_transfer_id");--> statement-breakpoint
CREATE INDEX "withdrawals_settle_transfer_idx" ON "withdrawals" USING btree ("settle_transfer_id");--> statement-breakpoint
-- The lines of members' wallets by account, UTC day, transfer kind and direction, added to by every insert of
-- entries; ledger rows are never changed or deleted, so inserts are all there is to count.
CREATE FUNCTION "member_wallet_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_wallet_days AS d (account_id, day, kind, credit, lines, amount)
  SELECT e.account_id, (e.created_at AT TIME ZONE 'UTC')::date, t.kind, e.amount > 0, count(*), sum(e.amount)
  FROM new_entries e
  JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_user_id IS NOT NULL AND a.kind IN ('pay_in', 'pay_out', 'reserve')
  JOIN ledger_transfers t ON t.id = e.transfer_id
  GROUP BY 1, 2, 3, 4
  -- In key order, so two transactions adding to the same rows lock them in the same order and never deadlock.
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (account_id, day, kind, credit) DO UPDATE SET lines = d.lines + excluded.lines, amount = d.amount + excluded.amount;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_wallet_days_add" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION "member_wallet_days_add"();--> statement-breakpoint
INSERT INTO member_wallet_days (account_id, day, kind, credit, lines, amount)
SELECT e.account_id, (e.created_at AT TIME ZONE 'UTC')::date, t.kind, e.amount > 0, count(*), sum(e.amount)
FROM ledger_entries e
JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_user_id IS NOT NULL AND a.kind IN ('pay_in', 'pay_out', 'reserve')
JOIN ledger_transfers t ON t.id = e.transfer_id
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Members' payouts by UTC day, source and paid or not; payouts are only ever inserted.
CREATE FUNCTION "team_payout_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_payout_days AS d (beneficiary_id, day, source, is_paid, payouts, amount)
  SELECT beneficiary_id, (created_at AT TIME ZONE 'UTC')::date, source, is_paid, count(*), sum(amount)
  FROM new_payouts GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (beneficiary_id, day, source, is_paid) DO UPDATE SET payouts = d.payouts + excluded.payouts, amount = d.amount + excluded.amount;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_payout_days_add" AFTER INSERT ON "team_payouts" REFERENCING NEW TABLE AS new_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION "team_payout_days_add"();--> statement-breakpoint
INSERT INTO team_payout_days (beneficiary_id, day, source, is_paid, payouts, amount)
SELECT beneficiary_id, (created_at AT TIME ZONE 'UTC')::date, source, is_paid, count(*), sum(amount)
FROM team_payouts GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The rows of a member's own lists, added to by every insert; none of these rows is ever updated away or
-- deleted but with the member (the cascade takes the counts too).
CREATE FUNCTION "member_list_counts_add"(p_list text, p_members integer[], p_amounts bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_list_counts AS c (member_id, list, rows, amount)
  SELECT m, p_list, count(*), coalesce(sum(a), 0) FROM unnest(p_members, p_amounts) AS x(m, a) GROUP BY m ORDER BY m
  ON CONFLICT (member_id, list) DO UPDATE SET rows = c.rows + excluded.rows, amount = c.amount + excluded.amount
$$;--> statement-breakpoint
CREATE FUNCTION "member_list_stakes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_list_counts_add('stakes', (SELECT array_agg(user_id) FROM new_rows), (SELECT array_agg(amount) FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_list_stakes_added" AFTER INSERT ON "staking_subscriptions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "member_list_stakes_added"();--> statement-breakpoint
CREATE FUNCTION "member_list_withdrawals_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_list_counts_add('withdrawals', (SELECT array_agg(user_id) FROM new_rows), (SELECT array_agg(amount_from) FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_list_withdrawals_added" AFTER INSERT ON "withdrawals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "member_list_withdrawals_added"();--> statement-breakpoint
CREATE FUNCTION "member_list_transfers_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_list_counts_add('transfers', (SELECT array_agg(payer_user_id) FROM new_rows), (SELECT array_agg(transfer_amount) FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_list_transfers_added" AFTER INSERT ON "wallet_transfers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "member_list_transfers_added"();--> statement-breakpoint
CREATE FUNCTION "member_list_security_events_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_list_counts_add('security_events', (SELECT array_agg(user_id) FROM new_rows), (SELECT array_agg(0::bigint) FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_list_security_events_added" AFTER INSERT ON "security_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "member_list_security_events_added"();--> statement-breakpoint
INSERT INTO member_list_counts (member_id, list, rows, amount)
SELECT user_id, 'stakes', count(*), sum(amount) FROM staking_subscriptions GROUP BY user_id
UNION ALL SELECT user_id, 'withdrawals', count(*), sum(amount_from) FROM withdrawals GROUP BY user_id
UNION ALL SELECT payer_user_id, 'transfers', count(*), sum(transfer_amount) FROM wallet_transfers GROUP BY payer_user_id
UNION ALL SELECT user_id, 'security_events', count(*), 0 FROM security_events GROUP BY user_id;
--> statement-breakpoint
-- Counted in bulk just now: without statistics the planner would scan these tables instead of reading by key.
ANALYZE "member_wallet_days";--> statement-breakpoint
ANALYZE "team_payout_days";--> statement-breakpoint
ANALYZE "member_list_counts";
