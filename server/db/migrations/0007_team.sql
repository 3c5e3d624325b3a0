CREATE TABLE "income_plan_levels" (
	"version" integer NOT NULL,
	"level" smallint NOT NULL,
	"staking_rate_ppm" integer NOT NULL,
	"reserve_rate_ppm" integer NOT NULL,
	CONSTRAINT "income_plan_levels_pk" PRIMARY KEY("version","level"),
	CONSTRAINT "income_plan_levels_level_chk" CHECK ("income_plan_levels"."level" between 1 and 6),
	CONSTRAINT "income_plan_levels_rate_chk" CHECK ("income_plan_levels"."staking_rate_ppm" between 0 and 1000000 and "income_plan_levels"."reserve_rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "income_plan_ranks" (
	"version" integer NOT NULL,
	"rank" smallint NOT NULL,
	"valid_directs" integer NOT NULL,
	"team_business" bigint NOT NULL,
	CONSTRAINT "income_plan_ranks_pk" PRIMARY KEY("version","rank")
);
--> statement-breakpoint
CREATE TABLE "income_plan_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"qualifying_stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_ancestors" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_ancestors_pk" PRIMARY KEY("member_id","depth"),
	CONSTRAINT "member_ancestors_depth_chk" CHECK ("member_ancestors"."depth" >= 1)
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"team_business" bigint DEFAULT 0 NOT NULL,
	"staking_income" bigint DEFAULT 0 NOT NULL,
	"nft_income" bigint DEFAULT 0 NOT NULL,
	"crypto_income" bigint DEFAULT 0 NOT NULL,
	"level_income" bigint DEFAULT 0 NOT NULL,
	"team_benefit_income" bigint DEFAULT 0 NOT NULL,
	"team_joins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_stats" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"own_business" bigint DEFAULT 0 NOT NULL,
	"team_business" bigint DEFAULT 0 NOT NULL,
	"staking_income" bigint DEFAULT 0 NOT NULL,
	"nft_income" bigint DEFAULT 0 NOT NULL,
	"crypto_income" bigint DEFAULT 0 NOT NULL,
	"level_income" bigint DEFAULT 0 NOT NULL,
	"team_benefit_income" bigint DEFAULT 0 NOT NULL,
	"total_team" integer DEFAULT 0 NOT NULL,
	"valid_team" integer DEFAULT 0 NOT NULL,
	"directs" integer DEFAULT 0 NOT NULL,
	"valid_directs" integer DEFAULT 0 NOT NULL,
	"level_2_and_3" integer DEFAULT 0 NOT NULL,
	"stake_count" integer DEFAULT 0 NOT NULL,
	"reserve_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"from_member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"source" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"source_reference" text NOT NULL,
	"source_date" date NOT NULL,
	"source_amount" bigint NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"plan_version" integer NOT NULL,
	"description" text NOT NULL,
	"is_paid" smallint DEFAULT 1 NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_payouts_source_chk" CHECK ("team_payouts"."source" in ('LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE')),
	CONSTRAINT "team_payouts_kind_chk" CHECK ("team_payouts"."source_kind" in ('staking_return', 'reserve_profit')),
	CONSTRAINT "team_payouts_level_chk" CHECK ("team_payouts"."level" between 1 and 6),
	CONSTRAINT "team_payouts_amount_chk" CHECK ("team_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "income_plan_levels" ADD CONSTRAINT "income_plan_levels_version_income_plan_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."income_plan_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_plan_ranks" ADD CONSTRAINT "income_plan_ranks_version_income_plan_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."income_plan_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats" ADD CONSTRAINT "member_stats_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payouts" ADD CONSTRAINT "team_payouts_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payouts" ADD CONSTRAINT "team_payouts_from_member_id_users_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payouts" ADD CONSTRAINT "team_payouts_plan_version_income_plan_versions_version_fk" FOREIGN KEY ("plan_version") REFERENCES "public"."income_plan_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payouts" ADD CONSTRAINT "team_payouts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_ancestors_downline_idx" ON "member_ancestors" USING btree ("ancestor_id","depth","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_payouts_event_unique" ON "team_payouts" USING btree ("source_kind","source_id","beneficiary_id","level");--> statement-breakpoint
CREATE INDEX "team_payouts_beneficiary_idx" ON "team_payouts" USING btree ("beneficiary_id","created_at","id");--> statement-breakpoint
CREATE INDEX "team_payouts_transfer_idx" ON "team_payouts" USING btree ("transfer_id");--> statement-breakpoint
CREATE TABLE "member_level_income" (
	"member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_level_income_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
ALTER TABLE "member_level_income" ADD CONSTRAINT "member_level_income_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO member_level_income (member_id, level, amount)
SELECT beneficiary_id, level, sum(amount) FROM team_payouts GROUP BY beneficiary_id, level;--> statement-breakpoint
INSERT INTO "income_plan_versions" ("version", "effective_from", "qualifying_stake") VALUES (1, '2000-01-01T00:00:00Z', 100000000);--> statement-breakpoint
INSERT INTO "income_plan_levels" ("version", "level", "staking_rate_ppm", "reserve_rate_ppm") VALUES (1, 1, 100000, 50000), (1, 2, 50000, 30000), (1, 3, 30000, 20000), (1, 4, 20000, 10000), (1, 5, 10000, 5000), (1, 6, 10000, 5000);--> statement-breakpoint
INSERT INTO "income_plan_ranks" ("version", "rank", "valid_directs", "team_business") VALUES (1, 1, 1, 500000000), (1, 2, 3, 5000000000), (1, 3, 5, 25000000000), (1, 4, 8, 100000000000), (1, 5, 12, 300000000000), (1, 6, 20, 1000000000000);--> statement-breakpoint
CREATE FUNCTION team_today() RETURNS date LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'UTC')::date $$;--> statement-breakpoint
CREATE FUNCTION team_qualifying_stake() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT qualifying_stake FROM income_plan_versions WHERE effective_from <= now() ORDER BY version DESC LIMIT 1), 9223372036854775807)
$$;--> statement-breakpoint
CREATE FUNCTION team_lock_stats(p_members integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(*) FROM (SELECT member_id FROM member_stats WHERE member_id IN (
    SELECT unnest(p_members) UNION SELECT a.ancestor_id FROM member_ancestors a WHERE a.member_id = ANY (p_members)
  ) ORDER BY member_id FOR NO KEY UPDATE) locked
$$;--> statement-breakpoint
CREATE FUNCTION team_apply_business(p_members integer[], p_amounts bigint[], p_counts integer[], p_new boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  q bigint := team_qualifying_stake();
  f_members integer[];
  f_amounts bigint[];
  f_flips integer[];
BEGIN
  PERFORM team_lock_stats(p_members);
  WITH d AS (
    SELECT member_id, sum(amount) AS amount, sum(n)::int AS n
    FROM unnest(p_members, p_amounts, p_counts) AS x(member_id, amount, n) GROUP BY member_id
  ), own AS (
    UPDATE member_stats s SET own_business = s.own_business + d.amount, stake_count = s.stake_count + d.n
    FROM d WHERE s.member_id = d.member_id
    RETURNING s.member_id, d.amount,
      (s.own_business >= q)::int - (s.own_business - d.amount >= q)::int AS flip
  )
  SELECT array_agg(member_id), array_agg(amount), array_agg(flip) INTO f_members, f_amounts, f_flips FROM own;
  UPDATE member_stats s SET team_business = s.team_business + x.amount, valid_team = s.valid_team + x.flips,
    valid_directs = s.valid_directs + x.direct_flips
  FROM (
    SELECT a.ancestor_id, sum(o.amount) AS amount, sum(o.flip)::int AS flips,
      coalesce(sum(o.flip) FILTER (WHERE a.depth = 1), 0)::int AS direct_flips
    FROM unnest(f_members, f_amounts, f_flips) AS o(member_id, amount, flip)
    JOIN member_ancestors a ON a.member_id = o.member_id
    GROUP BY a.ancestor_id
  ) x WHERE s.member_id = x.ancestor_id AND (x.amount <> 0 OR x.flips <> 0);
  IF p_new THEN
    INSERT INTO member_daily_stats (member_id, day, team_business)
    SELECT a.ancestor_id, team_today(), sum(o.amount)
    FROM unnest(f_members, f_amounts) AS o(member_id, amount)
    JOIN member_ancestors a ON a.member_id = o.member_id
    WHERE o.amount > 0
    GROUP BY a.ancestor_id
    ON CONFLICT (member_id, day) DO UPDATE SET team_business = member_daily_stats.team_business + excluded.team_business;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION team_stakes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m integer[]; a bigint[]; n integer[];
BEGIN
  SELECT array_agg(user_id), array_agg(CASE WHEN status = 1 THEN amount ELSE 0 END), array_agg(1)
  INTO m, a, n FROM new_stakes;
  IF m IS NOT NULL THEN PERFORM team_apply_business(m, a, n, true); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_stakes_inserted AFTER INSERT ON staking_subscriptions REFERENCING NEW TABLE AS new_stakes
  FOR EACH STATEMENT EXECUTE FUNCTION team_stakes_inserted();--> statement-breakpoint
CREATE FUNCTION team_stakes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m integer[]; a bigint[]; n integer[];
BEGIN
  SELECT array_agg(x.user_id), array_agg(x.delta), array_agg(0) INTO m, a, n FROM (
    SELECT nw.user_id,
      sum((CASE WHEN nw.status = 1 THEN nw.amount ELSE 0 END) - (CASE WHEN o.status = 1 THEN o.amount ELSE 0 END)) AS delta
    FROM new_stakes nw JOIN old_stakes o ON o.id = nw.id GROUP BY nw.user_id
  ) x WHERE x.delta <> 0;
  IF m IS NOT NULL THEN PERFORM team_apply_business(m, a, n, false); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_stakes_updated AFTER UPDATE ON staking_subscriptions
  REFERENCING OLD TABLE AS old_stakes NEW TABLE AS new_stakes
  FOR EACH STATEMENT EXECUTE FUNCTION team_stakes_updated();--> statement-breakpoint
CREATE FUNCTION team_reserves_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_stats s SET reserve_count = s.reserve_count + x.n
  FROM (SELECT user_id, count(*)::int AS n FROM new_reserves GROUP BY user_id) x WHERE s.member_id = x.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_reserves_inserted AFTER INSERT ON reserve_subscriptions REFERENCING NEW TABLE AS new_reserves
  FOR EACH STATEMENT EXECUTE FUNCTION team_reserves_inserted();--> statement-breakpoint
CREATE FUNCTION team_users_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sponsors integer[];
BEGIN
  SELECT array_agg(DISTINCT sponsor_id) INTO sponsors FROM new_users WHERE sponsor_id IS NOT NULL;
  IF sponsors IS NOT NULL THEN PERFORM team_lock_stats(sponsors); END IF;
  INSERT INTO member_stats (member_id) SELECT id FROM new_users ON CONFLICT DO NOTHING;
  INSERT INTO member_ancestors (ancestor_id, member_id, depth)
  WITH RECURSIVE chain(member_id, ancestor_id, depth) AS (
    SELECT n.id, n.sponsor_id, 1 FROM new_users n WHERE n.sponsor_id IS NOT NULL
    UNION ALL
    SELECT c.member_id, n.sponsor_id, c.depth + 1 FROM chain c JOIN new_users n ON n.id = c.ancestor_id
    WHERE n.sponsor_id IS NOT NULL
  )
  SELECT ancestor_id, member_id, depth FROM chain
  UNION ALL
  SELECT a.ancestor_id, c.member_id, c.depth + a.depth FROM chain c JOIN member_ancestors a ON a.member_id = c.ancestor_id
  WHERE NOT EXISTS (SELECT 1 FROM new_users n WHERE n.id = c.ancestor_id);
  UPDATE member_stats s SET total_team = s.total_team + x.n, directs = s.directs + x.d1,
    level_2_and_3 = s.level_2_and_3 + x.d23
  FROM (
    SELECT a.ancestor_id, count(*)::int AS n, count(*) FILTER (WHERE a.depth = 1)::int AS d1,
      count(*) FILTER (WHERE a.depth IN (2, 3))::int AS d23
    FROM new_users u JOIN member_ancestors a ON a.member_id = u.id GROUP BY a.ancestor_id
  ) x WHERE s.member_id = x.ancestor_id;
  INSERT INTO member_daily_stats (member_id, day, team_joins)
  SELECT a.ancestor_id, team_today(), count(*)::int FROM new_users u JOIN member_ancestors a ON a.member_id = u.id
  GROUP BY a.ancestor_id
  ON CONFLICT (member_id, day) DO UPDATE SET team_joins = member_daily_stats.team_joins + excluded.team_joins;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER team_users_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION team_users_inserted();--> statement-breakpoint
INSERT INTO member_stats (member_id) SELECT id FROM users ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO member_ancestors (ancestor_id, member_id, depth)
WITH RECURSIVE chain(member_id, ancestor_id, depth) AS (
  SELECT id, sponsor_id, 1 FROM users WHERE sponsor_id IS NOT NULL
  UNION ALL
  SELECT c.member_id, u.sponsor_id, c.depth + 1 FROM chain c JOIN users u ON u.id = c.ancestor_id WHERE u.sponsor_id IS NOT NULL
)
SELECT ancestor_id, member_id, depth FROM chain;--> statement-breakpoint
CREATE FUNCTION team_recount_stats() RETURNS void LANGUAGE sql AS $$
  UPDATE member_stats s SET own_business = x.b, stake_count = x.n
  FROM (SELECT u.id, coalesce(sum(st.amount) FILTER (WHERE st.status = 1), 0) AS b, count(st.id)::int AS n
    FROM users u LEFT JOIN staking_subscriptions st ON st.user_id = u.id GROUP BY u.id) x
  WHERE s.member_id = x.id;
  UPDATE member_stats s SET reserve_count = x.n
  FROM (SELECT u.id, count(r.id)::int AS n FROM users u LEFT JOIN reserve_subscriptions r ON r.user_id = u.id GROUP BY u.id) x
  WHERE s.member_id = x.id;
  UPDATE member_stats s SET team_business = x.tb, total_team = x.n, directs = x.d1, level_2_and_3 = x.d23,
    valid_team = x.v, valid_directs = x.vd
  FROM (SELECT u.id, coalesce(sum(d.own_business), 0) AS tb, count(a.member_id)::int AS n,
      count(a.member_id) FILTER (WHERE a.depth = 1)::int AS d1,
      count(a.member_id) FILTER (WHERE a.depth IN (2, 3))::int AS d23,
      count(a.member_id) FILTER (WHERE d.own_business >= team_qualifying_stake())::int AS v,
      count(a.member_id) FILTER (WHERE a.depth = 1 AND d.own_business >= team_qualifying_stake())::int AS vd
    FROM users u LEFT JOIN member_ancestors a ON a.ancestor_id = u.id LEFT JOIN member_stats d ON d.member_id = a.member_id
    GROUP BY u.id) x
  WHERE s.member_id = x.id;
$$;--> statement-breakpoint
SELECT team_recount_stats();--> statement-breakpoint
UPDATE member_stats s SET staking_income = x.staking, nft_income = x.nft, crypto_income = x.crypto
FROM (SELECT a.owner_user_id AS id,
    coalesce(sum(e.amount) FILTER (WHERE t.kind = 'staking_return'), 0) AS staking,
    coalesce(sum(e.amount) FILTER (WHERE t.kind = 'NFT TRADE'), 0) AS nft,
    coalesce(sum(e.amount) FILTER (WHERE t.kind = 'CRYPTO TRADE'), 0) AS crypto
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'pay_out'
  JOIN ledger_transfers t ON t.id = e.transfer_id
  WHERE t.kind IN ('staking_return', 'NFT TRADE', 'CRYPTO TRADE') GROUP BY a.owner_user_id) x
WHERE s.member_id = x.id;
