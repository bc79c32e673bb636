-- Duplicate search (src/server/ilii/duplicates/find-similar.ts): lets `to_tsvector(...) @@ query`
-- find a company's items sharing a word with a draft without computing every item's tsvector.
-- The expression must stay exactly the one the query uses. fastupdate is off: PGlite has no
-- autovacuum to merge a pending list, which every search would otherwise scan.
CREATE INDEX IF NOT EXISTS "feature_requests_duplicates_tsv_idx" ON "feature_requests" USING gin (to_tsvector('english', "title" || ' ' || "user_story_want" || ' ' || "user_story_so_that")) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vents_duplicates_tsv_idx" ON "vents" USING gin (to_tsvector('english', "title" || ' ' || "user_story_want" || ' ' || "user_story_so_that")) WITH (fastupdate = off);
