CREATE TABLE "member_level_stats" (
	"member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"business" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_level_stats_pk" PRIMARY KEY("member_id","level"),
	CONSTRAINT "member_level_stats_level_chk" CHECK ("member_level_stats"."level" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "member_level_stats" ADD CONSTRAINT "member_level_stats_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO member_level_stats (member_id, level, members, business)
SELECT a.ancestor_id, a.depth, count(*)::int, coalesce(sum(s.own_business), 0)
FROM member_ancestors a JOIN member_stats s ON s.member_id = a.member_id
WHERE a.depth <= 6 GROUP BY a.ancestor_id, a.depth;--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_lock_stats(p_members integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT count(*) FROM (SELECT s.member_id FROM member_stats s WHERE s.member_id IN (
    SELECT m.id FROM unnest(p_members) AS m(id)
    UNION
    SELECT a.ancestor_id FROM unnest(p_members) AS m(id) JOIN member_ancestors a ON a.member_id = m.id
  ) ORDER BY s.member_id FOR NO KEY UPDATE) locked
$$;--> statement-breakpoint
-- The planner's row estimates for unnest(), transition tables and the recursive chain reach billions, which
-- would make every call of these trigger functions pay for JIT compilation; their work is index lookups.
CREATE OR REPLACE FUNCTION team_apply_business(p_members integer[], p_amounts bigint[], p_counts integer[], p_new boolean) RETURNS void LANGUAGE plpgsql SET jit = off AS $$
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
  SELECT array_agg(member_id), array_agg(amount), array_agg(flip) INTO f_members, f_amounts, f_flips
  FROM own WHERE amount <> 0 OR flip <> 0;
  IF f_members IS NULL THEN RETURN; END IF;
  -- One walk up the closure feeds the uplines' totals, their level figures and today's business.
  WITH up AS MATERIALIZED (
    SELECT a.ancestor_id, a.depth, o.amount, o.flip
    FROM unnest(f_members, f_amounts, f_flips) AS o(member_id, amount, flip)
    JOIN member_ancestors a ON a.member_id = o.member_id
  ), levels AS (
    UPDATE member_level_stats l SET business = l.business + x.amount
    FROM (SELECT ancestor_id, depth, sum(amount) AS amount FROM up WHERE depth <= 6 GROUP BY ancestor_id, depth) x
    WHERE l.member_id = x.ancestor_id AND l.level = x.depth AND x.amount <> 0
  ), daily AS (
    INSERT INTO member_daily_stats (member_id, day, team_business)
    SELECT ancestor_id, team_today(), sum(amount) FROM up WHERE p_new AND amount > 0 GROUP BY ancestor_id
    ON CONFLICT (member_id, day) DO UPDATE SET team_business = member_daily_stats.team_business + excluded.team_business
  )
  UPDATE member_stats s SET team_business = s.team_business + x.amount, valid_team = s.valid_team + x.flips,
    valid_directs = s.valid_directs + x.direct_flips
  FROM (
    SELECT ancestor_id, sum(amount) AS amount, sum(flip)::int AS flips,
      coalesce(sum(flip) FILTER (WHERE depth = 1), 0)::int AS direct_flips
    FROM up GROUP BY ancestor_id
  ) x WHERE s.member_id = x.ancestor_id AND (x.amount <> 0 OR x.flips <> 0);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_users_inserted() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
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
  -- One walk up the closure feeds the uplines' counts, their level figures and today's joins.
  WITH up AS MATERIALIZED (
    SELECT a.ancestor_id, a.depth FROM new_users u JOIN member_ancestors a ON a.member_id = u.id
  ), levels AS (
    INSERT INTO member_level_stats (member_id, level, members)
    SELECT ancestor_id, depth, count(*)::int FROM up WHERE depth <= 6 GROUP BY ancestor_id, depth
    ON CONFLICT (member_id, level) DO UPDATE SET members = member_level_stats.members + excluded.members
  ), daily AS (
    INSERT INTO member_daily_stats (member_id, day, team_joins)
    SELECT ancestor_id, team_today(), count(*)::int FROM up GROUP BY ancestor_id
    ON CONFLICT (member_id, day) DO UPDATE SET team_joins = member_daily_stats.team_joins + excluded.team_joins
  )
  UPDATE member_stats s SET total_team = s.total_team + x.n, directs = s.directs + x.d1,
    level_2_and_3 = s.level_2_and_3 + x.d23
  FROM (
    SELECT ancestor_id, count(*)::int AS n, count(*) FILTER (WHERE depth = 1)::int AS d1,
      count(*) FILTER (WHERE depth IN (2, 3))::int AS d23
    FROM up GROUP BY ancestor_id
  ) x WHERE s.member_id = x.ancestor_id;
  RETURN NULL;
END $$;
