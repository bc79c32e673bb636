-- People who posted, voted or built before following existed follow those items, as they would
-- have by doing it now: they keep hearing of launches and answers (the launch e-mail used to reach
-- every voter and the author). Votes on builds do not follow.
INSERT INTO "follows" ("user_id", "feature_request_id")
SELECT "user_id", "id" FROM "feature_requests" WHERE "user_id" IS NOT NULL
UNION SELECT "user_id", "feature_request_id" FROM "votes"
UNION SELECT "user_id", "feature_request_id" FROM "builds" WHERE "user_id" IS NOT NULL AND "feature_request_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "follows" ("user_id", "vent_id")
SELECT "user_id", "id" FROM "vents" WHERE "user_id" IS NOT NULL
UNION SELECT "user_id", "vent_id" FROM "vent_votes"
UNION SELECT "user_id", "vent_id" FROM "builds" WHERE "user_id" IS NOT NULL AND "vent_id" IS NOT NULL
ON CONFLICT DO NOTHING;
