ALTER TABLE "nationals" ADD COLUMN "catalogue_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The catalogue version: every public read that is not a competition's results (entities,
-- teams, members, competitions' own rows, seasons, venues, event types, statuses, result
-- groups, settings) is cached per nationals.catalogue_version, which these triggers bump
-- whenever such a row is inserted, deleted or changed, whoever writes it. Updates that leave
-- rows as they were bump nothing, and neither does a bump of a competition's results version:
-- live scoring never touches the catalogue.

CREATE FUNCTION touchline_bump_catalogue(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE nationals SET catalogue_version = catalogue_version + 1 WHERE id = ANY(ids);
$$;--> statement-breakpoint

CREATE FUNCTION touchline_catalogue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM touchline_bump_catalogue(ARRAY(SELECT DISTINCT national_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM touchline_bump_catalogue(ARRAY(SELECT DISTINCT national_id FROM old_rows));
  ELSE
    PERFORM touchline_bump_catalogue(ARRAY(
      SELECT national_id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed
      UNION SELECT national_id FROM (SELECT * FROM old_rows EXCEPT SELECT * FROM new_rows) moved));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A competition's row changes the catalogue, except for its results version.
CREATE FUNCTION touchline_competition_rows_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM touchline_bump_catalogue(ARRAY(SELECT DISTINCT national_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM touchline_bump_catalogue(ARRAY(SELECT DISTINCT national_id FROM old_rows));
  ELSE
    PERFORM touchline_bump_catalogue(ARRAY(
      SELECT DISTINCT n.national_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE to_jsonb(n) - 'results_version' <> to_jsonb(o) - 'results_version'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- The national's own row (name, settings, presentation); its versions are not part of it.
CREATE FUNCTION touchline_national_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'members_version' - 'catalogue_version' - 'updated_at'
     IS DISTINCT FROM to_jsonb(OLD) - 'members_version' - 'catalogue_version' - 'updated_at' THEN
    NEW.catalogue_version := OLD.catalogue_version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint

CREATE TRIGGER nationals_catalogue BEFORE UPDATE ON nationals
  FOR EACH ROW EXECUTE FUNCTION touchline_national_row_changed();--> statement-breakpoint

CREATE TRIGGER competitions_catalogue_inserted AFTER INSERT ON competitions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_catalogue();--> statement-breakpoint
CREATE TRIGGER competitions_catalogue_updated AFTER UPDATE ON competitions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_catalogue();--> statement-breakpoint
CREATE TRIGGER competitions_catalogue_deleted AFTER DELETE ON competitions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_catalogue();--> statement-breakpoint

DO $$
DECLARE name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['entities', 'venues', 'seasons', 'event_types', 'status_definitions',
    'result_groups', 'teams', 'members', 'team_members', 'competition_teams', 'custom_leaderboards']
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_catalogue_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION touchline_catalogue_rows_changed()', name);
    EXECUTE format('CREATE TRIGGER %1$s_catalogue_updated AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION touchline_catalogue_rows_changed()', name);
    EXECUTE format('CREATE TRIGGER %1$s_catalogue_deleted AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION touchline_catalogue_rows_changed()', name);
  END LOOP;
END $$;
