-- Versions for derived data. Ladders and leaderboards are computed once per change and
-- reused until the next: these triggers bump competitions.results_version whenever anything
-- a ladder or leaderboard reads changes, whoever writes it (importer, scoring API, SQL), and
-- nationals.members_version whenever a member changes (names and privacy on leaderboards).
-- Updates that leave rows as they were bump nothing.

CREATE FUNCTION touchline_bump_competitions(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE competitions SET results_version = results_version + 1 WHERE id = ANY(ids);
$$;--> statement-breakpoint

-- For tables with a competition_id column.
CREATE FUNCTION touchline_competition_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM touchline_bump_competitions(ARRAY(SELECT DISTINCT competition_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM touchline_bump_competitions(ARRAY(SELECT DISTINCT competition_id FROM old_rows));
  ELSE
    PERFORM touchline_bump_competitions(ARRAY(
      SELECT competition_id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed
      UNION SELECT competition_id FROM (SELECT * FROM old_rows EXCEPT SELECT * FROM new_rows) moved));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- For tables with a match_id column.
CREATE FUNCTION touchline_match_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE match_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    match_ids := ARRAY(SELECT DISTINCT match_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    match_ids := ARRAY(SELECT DISTINCT match_id FROM old_rows);
  ELSE
    match_ids := ARRAY(
      SELECT match_id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed
      UNION SELECT match_id FROM (SELECT * FROM old_rows EXCEPT SELECT * FROM new_rows) moved);
  END IF;
  PERFORM touchline_bump_competitions(ARRAY(SELECT DISTINCT competition_id FROM matches WHERE id = ANY(match_ids)));
  RETURN NULL;
END $$;--> statement-breakpoint

-- Team names show on ladders and leaderboards.
CREATE FUNCTION touchline_team_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM touchline_bump_competitions(ARRAY(
    SELECT DISTINCT ct.competition_id FROM competition_teams ct
    WHERE ct.team_id IN (SELECT id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed)));
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION touchline_member_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE nationals SET members_version = members_version + 1
    WHERE id IN (SELECT national_id FROM (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) changed);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE nationals SET members_version = members_version + 1 WHERE id IN (SELECT national_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A competition's own settings (display flags, ladder templates, name) change its ladder.
CREATE FUNCTION touchline_competition_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.season, NEW.display, NEW.settings, NEW.laddertemplate, NEW.comp_type_laddertemplate, NEW.has_pools)
     IS DISTINCT FROM
     (OLD.name, OLD.season, OLD.display, OLD.settings, OLD.laddertemplate, OLD.comp_type_laddertemplate, OLD.has_pools) THEN
    NEW.results_version := OLD.results_version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint

CREATE TRIGGER competitions_settings_changed BEFORE UPDATE ON competitions
  FOR EACH ROW EXECUTE FUNCTION touchline_competition_settings_changed();--> statement-breakpoint

CREATE TRIGGER matches_inserted AFTER INSERT ON matches REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER matches_updated AFTER UPDATE ON matches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER matches_deleted AFTER DELETE ON matches REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint

CREATE TRIGGER competition_teams_inserted AFTER INSERT ON competition_teams REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER competition_teams_updated AFTER UPDATE ON competition_teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER competition_teams_deleted AFTER DELETE ON competition_teams REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint

CREATE TRIGGER ladder_adjustments_inserted AFTER INSERT ON ladder_adjustments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER ladder_adjustments_updated AFTER UPDATE ON ladder_adjustments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER ladder_adjustments_deleted AFTER DELETE ON ladder_adjustments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint

CREATE TRIGGER rounds_inserted AFTER INSERT ON rounds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER rounds_updated AFTER UPDATE ON rounds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint
CREATE TRIGGER rounds_deleted AFTER DELETE ON rounds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_competition_rows_changed();--> statement-breakpoint

CREATE TRIGGER events_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint
CREATE TRIGGER events_updated AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint
CREATE TRIGGER events_deleted AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint

CREATE TRIGGER team_list_entries_inserted AFTER INSERT ON team_list_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint
CREATE TRIGGER team_list_entries_updated AFTER UPDATE ON team_list_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint
CREATE TRIGGER team_list_entries_deleted AFTER DELETE ON team_list_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_match_rows_changed();--> statement-breakpoint

CREATE TRIGGER teams_updated AFTER UPDATE ON teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_team_rows_changed();--> statement-breakpoint

CREATE TRIGGER members_updated AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_member_rows_changed();--> statement-breakpoint
CREATE TRIGGER members_deleted AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touchline_member_rows_changed();
