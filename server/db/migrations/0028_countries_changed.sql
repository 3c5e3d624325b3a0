-- Every instance keeps GET country's answer in memory and drops it when told the list changed: whatever
-- changes the countries (an operator's SQL, a restore, reference data put back) tells every instance on commit.
CREATE OR REPLACE FUNCTION "countries_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tessera_countries', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "countries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "countries_changed"();
