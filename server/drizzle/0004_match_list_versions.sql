-- The matches of a competition are cached per results version too (see 0002), and they show
-- more than a ladder reads: the competition's order, game and sport type and image, the
-- match officials, venues, and the names of the entities above each team. These triggers bump
-- the results version of every competition whose match list shows a changed row.
-- Updates that leave rows as they were bump nothing.

CREATE OR REPLACE FUNCTION touchline_competition_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.season, NEW.display, NEW.settings, NEW.laddertemplate, NEW.comp_type_laddertemplate, NEW.has_pools,
      NEW."order", NEW.game_type, NEW.sport_type, NEW.meta)
     IS DISTINCT FROM
     (OLD.name, OLD.season, OLD.display, OLD.settings, OLD.laddertemplate, OLD.comp_type_laddertemplate, OLD.has_pools,
      OLD."order", OLD.game_type, OLD.sport_type, OLD.meta) THEN
    NEW.results_version := OLD.results_version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint

-- A venue's name, timezone or place shows on every match played there.
CREATE FUNCTION touchline_venue_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touchline_bump_competitions(ARRAY(
    SELECT DISTINCT m.competition_id FROM matches m
    WHERE m.venue_id IN (SELECT id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed)));
  RETURN NULL;
END $$;--> statement-breakpoint

-- A state's, association's or club's name shows in the teams' orgtree; competitions.entity_ids
-- holds every entity above their teams.
CREATE FUNCTION touchline_entity_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touchline_bump_competitions(ARRAY(
    SELECT c.id FROM competitions c
    WHERE c.entity_ids && ARRAY(SELECT id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed)));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER venues_updated AFTER UPDATE ON venues REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_venue_rows_changed();--> statement-breakpoint

CREATE TRIGGER entities_updated AFTER UPDATE ON entities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_entity_rows_changed();--> statement-breakpoint

CREATE TRIGGER match_officials_inserted AFTER INSERT ON match_officials REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_officials_updated AFTER UPDATE ON match_officials REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_officials_deleted AFTER DELETE ON match_officials REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();
