CREATE UNIQUE INDEX "users_email_lower_uidx" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- A stake that ends on the day it was made leaves that day's team business, so today's figure counts only the
-- stakes made today that still stand and never exceeds the total. Both days are read from the stake's own
-- instants (the app's clock), which move together with the database's day.
CREATE OR REPLACE FUNCTION team_stakes_updated() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE m integer[]; a bigint[]; n integer[];
BEGIN
  SELECT array_agg(x.user_id), array_agg(x.delta), array_agg(0) INTO m, a, n FROM (
    SELECT nw.user_id,
      sum((CASE WHEN nw.status = 1 THEN nw.amount ELSE 0 END) - (CASE WHEN o.status = 1 THEN o.amount ELSE 0 END)) AS delta
    FROM new_stakes nw JOIN old_stakes o ON o.id = nw.id GROUP BY nw.user_id
  ) x WHERE x.delta <> 0;
  IF m IS NOT NULL THEN PERFORM team_apply_business(m, a, n, false); END IF;
  UPDATE member_daily_stats d SET team_business = greatest(d.team_business - x.amount, 0)
  FROM (
    SELECT a.ancestor_id, sum(o.amount) AS amount
    FROM new_stakes nw JOIN old_stakes o ON o.id = nw.id
    JOIN member_ancestors a ON a.member_id = nw.user_id
    WHERE o.status = 1 AND nw.status <> 1
      AND (nw.closed_at AT TIME ZONE 'UTC')::date = (o.created_at AT TIME ZONE 'UTC')::date
    GROUP BY a.ancestor_id
  ) x WHERE d.member_id = x.ancestor_id AND d.day = team_today();
  RETURN NULL;
END $$;
