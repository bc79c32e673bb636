CREATE INDEX "feature_requests_launched_idx" ON "feature_requests" USING btree ("status_updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "feature_requests"."status" = 'launched';--> statement-breakpoint
CREATE INDEX "feature_requests_company_launched_idx" ON "feature_requests" USING btree ("company_id","status_updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "feature_requests"."status" = 'launched';--> statement-breakpoint
CREATE INDEX "feature_requests_company_status_top_idx" ON "feature_requests" USING btree ("company_id","status","vote_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vents_launched_idx" ON "vents" USING btree ("status_updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "vents"."status" = 'launched';--> statement-breakpoint
CREATE INDEX "vents_company_launched_idx" ON "vents" USING btree ("company_id","status_updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "vents"."status" = 'launched';--> statement-breakpoint
CREATE INDEX "vents_company_status_top_idx" ON "vents" USING btree ("company_id","status","vote_count" DESC NULLS FIRST);--> statement-breakpoint
-- '/{company}/roadmap' and '/{company}/changelog' are a company's roadmap and changelog: a product
-- that had either slug takes a free one (its id's first part), as a new product would.
UPDATE "products" SET "slug" = "slug" || '-' || left("id"::text, 8) WHERE "slug" IN ('roadmap', 'changelog');
--> statement-breakpoint
-- A launch's date is when its status was set; an item launched without one dates from its last change.
UPDATE "feature_requests" SET "status_updated_at" = "updated_at" WHERE "status" = 'launched' AND "status_updated_at" IS NULL;
--> statement-breakpoint
UPDATE "vents" SET "status_updated_at" = "updated_at" WHERE "status" = 'launched' AND "status_updated_at" IS NULL;
