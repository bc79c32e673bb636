-- Counters equal the rows they count: every insert or delete of a vote or build moves its
-- counter in the same transaction, whatever path causes it (a toggle, a cascade from a deleted
-- user or request). The row lock taken by UPDATE serialises parallel toggles; CHECK (>= 0) guards.
CREATE FUNCTION count_request_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE feature_requests SET vote_count = vote_count + 1 WHERE id = NEW.feature_request_id;
  ELSE
    UPDATE feature_requests SET vote_count = vote_count - 1 WHERE id = OLD.feature_request_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER votes_count AFTER INSERT OR DELETE ON votes
  FOR EACH ROW EXECUTE FUNCTION count_request_votes();
--> statement-breakpoint
CREATE FUNCTION count_vent_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE vents SET vote_count = vote_count + 1 WHERE id = NEW.vent_id;
  ELSE
    UPDATE vents SET vote_count = vote_count - 1 WHERE id = OLD.vent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vent_votes_count AFTER INSERT OR DELETE ON vent_votes
  FOR EACH ROW EXECUTE FUNCTION count_vent_votes();
--> statement-breakpoint
CREATE FUNCTION count_build_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE builds SET vote_count = vote_count + 1 WHERE id = NEW.build_id;
  ELSE
    UPDATE builds SET vote_count = vote_count - 1 WHERE id = OLD.build_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER build_votes_count AFTER INSERT OR DELETE ON build_votes
  FOR EACH ROW EXECUTE FUNCTION count_build_votes();
--> statement-breakpoint
CREATE FUNCTION count_builds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  row builds%ROWTYPE := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
BEGIN
  IF row.feature_request_id IS NOT NULL THEN
    UPDATE feature_requests SET build_count = build_count + delta WHERE id = row.feature_request_id;
  ELSE
    UPDATE vents SET build_count = build_count + delta WHERE id = row.vent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER builds_count AFTER INSERT OR DELETE ON builds
  FOR EACH ROW EXECUTE FUNCTION count_builds();
