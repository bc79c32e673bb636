CREATE TABLE "merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_request_id" uuid,
	"target_request_id" uuid,
	"source_vent_id" uuid,
	"target_vent_id" uuid,
	"actor_id" uuid,
	"added_vote_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "merges_items_check" CHECK (("merges"."kind" = 'requests' and num_nonnulls("merges"."source_request_id", "merges"."target_request_id") = 2
        and num_nonnulls("merges"."source_vent_id", "merges"."target_vent_id") = 0)
        or ("merges"."kind" = 'vents' and num_nonnulls("merges"."source_vent_id", "merges"."target_vent_id") = 2
        and num_nonnulls("merges"."source_request_id", "merges"."target_request_id") = 0))
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "merge_id" uuid;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_source_request_id_feature_requests_id_fk" FOREIGN KEY ("source_request_id") REFERENCES "public"."feature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_target_request_id_feature_requests_id_fk" FOREIGN KEY ("target_request_id") REFERENCES "public"."feature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_source_vent_id_vents_id_fk" FOREIGN KEY ("source_vent_id") REFERENCES "public"."vents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_target_vent_id_vents_id_fk" FOREIGN KEY ("target_vent_id") REFERENCES "public"."vents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merges" ADD CONSTRAINT "merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merges_request_in_force_key" ON "merges" USING btree ("source_request_id") WHERE "merges"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "merges_vent_in_force_key" ON "merges" USING btree ("source_vent_id") WHERE "merges"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "merges_target_request_idx" ON "merges" USING btree ("target_request_id");--> statement-breakpoint
CREATE INDEX "merges_target_vent_idx" ON "merges" USING btree ("target_vent_id");--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_merge_id_merges_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."merges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_merged_into_id_fkey" FOREIGN KEY ("merged_into_id") REFERENCES "public"."feature_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vents" ADD CONSTRAINT "vents_merged_into_id_fkey" FOREIGN KEY ("merged_into_id") REFERENCES "public"."vents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_merge_idx" ON "builds" USING btree ("merge_id") WHERE "builds"."merge_id" is not null;--> statement-breakpoint
CREATE INDEX "feature_requests_merged_into_idx" ON "feature_requests" USING btree ("merged_into_id") WHERE "feature_requests"."merged_into_id" is not null;--> statement-breakpoint
CREATE INDEX "vents_merged_into_idx" ON "vents" USING btree ("merged_into_id") WHERE "vents"."merged_into_id" is not null;--> statement-breakpoint
-- From here on an item merged into another (`merged_into_id`) is not public either: it leaves the
-- board's tab counts when merged and comes back to them when unmerged (docs/decisions.md #51).
CREATE OR REPLACE FUNCTION count_board_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO board_counts AS counted (kind, company_id, product_id, status, n)
    SELECT TG_ARGV[0], scope.company_id, scope.product_id, changed.status, count(*)
    FROM changed
    CROSS JOIN LATERAL (VALUES
      ('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
      (changed.company_id, '00000000-0000-0000-0000-000000000000'::uuid),
      (changed.company_id, changed.product_id)
    ) AS scope (company_id, product_id)
    -- An item without a product counts for the board and its company only.
    WHERE scope.product_id IS NOT NULL AND changed.removed_at IS NULL AND changed.hidden_at IS NULL
      AND changed.merged_into_id IS NULL
    GROUP BY scope.company_id, scope.product_id, changed.status
    ORDER BY scope.company_id, scope.product_id, changed.status
    ON CONFLICT (kind, company_id, product_id, status) DO UPDATE SET n = counted.n + excluded.n;
  ELSE
    FOR counter IN
      SELECT scope.company_id, scope.product_id, changed.status, count(*)::integer AS n
      FROM changed
      CROSS JOIN LATERAL (VALUES
        ('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
        (changed.company_id, '00000000-0000-0000-0000-000000000000'::uuid),
        (changed.company_id, changed.product_id)
      ) AS scope (company_id, product_id)
      WHERE scope.product_id IS NOT NULL AND changed.removed_at IS NULL AND changed.hidden_at IS NULL
        AND changed.merged_into_id IS NULL
      GROUP BY scope.company_id, scope.product_id, changed.status
      ORDER BY scope.company_id, scope.product_id, changed.status
    LOOP
      PERFORM move_board_count(TG_ARGV[0], counter.company_id, counter.product_id, counter.status,
        -counter.n);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_board_moves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter record;
BEGIN
  FOR counter IN
    SELECT scope.company_id, scope.product_id, moved.status, sum(moved.n)::integer AS n
    FROM (VALUES
      (OLD.company_id, OLD.product_id, OLD.status,
        CASE WHEN OLD.removed_at IS NULL AND OLD.hidden_at IS NULL AND OLD.merged_into_id IS NULL
          THEN -1 ELSE 0 END),
      (NEW.company_id, NEW.product_id, NEW.status,
        CASE WHEN NEW.removed_at IS NULL AND NEW.hidden_at IS NULL AND NEW.merged_into_id IS NULL
          THEN 1 ELSE 0 END)
    ) AS moved (company_id, product_id, status, n)
    CROSS JOIN LATERAL (VALUES
      ('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
      (moved.company_id, '00000000-0000-0000-0000-000000000000'::uuid),
      (moved.company_id, moved.product_id)
    ) AS scope (company_id, product_id)
    WHERE scope.product_id IS NOT NULL
    GROUP BY scope.company_id, scope.product_id, moved.status
    HAVING sum(moved.n) <> 0
    ORDER BY scope.company_id, scope.product_id, moved.status
  LOOP
    PERFORM move_board_count(TG_ARGV[0], counter.company_id, counter.product_id, counter.status, counter.n);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER feature_requests_board_counts_update ON feature_requests;
--> statement-breakpoint
CREATE TRIGGER feature_requests_board_counts_update
  AFTER UPDATE OF status, company_id, product_id, removed_at, hidden_at, merged_into_id ON feature_requests
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR (OLD.removed_at IS NULL AND OLD.hidden_at IS NULL AND OLD.merged_into_id IS NULL)
      <> (NEW.removed_at IS NULL AND NEW.hidden_at IS NULL AND NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION count_board_moves('requests');
--> statement-breakpoint
DROP TRIGGER vents_board_counts_update ON vents;
--> statement-breakpoint
CREATE TRIGGER vents_board_counts_update
  AFTER UPDATE OF status, company_id, product_id, removed_at, hidden_at, merged_into_id ON vents
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR (OLD.removed_at IS NULL AND OLD.hidden_at IS NULL AND OLD.merged_into_id IS NULL)
      <> (NEW.removed_at IS NULL AND NEW.hidden_at IS NULL AND NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION count_board_moves('vents');
--> statement-breakpoint
-- A build moved from one item to another (a merge, an unmerge) takes its place in their
-- build_count with it, when it is public.
CREATE FUNCTION move_build_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.removed_at IS NOT NULL OR OLD.hidden_at IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF OLD.feature_request_id IS NOT NULL THEN
    UPDATE feature_requests SET build_count = build_count - 1 WHERE id = OLD.feature_request_id;
  ELSE
    UPDATE vents SET build_count = build_count - 1 WHERE id = OLD.vent_id;
  END IF;
  IF NEW.feature_request_id IS NOT NULL THEN
    UPDATE feature_requests SET build_count = build_count + 1 WHERE id = NEW.feature_request_id;
  ELSE
    UPDATE vents SET build_count = build_count + 1 WHERE id = NEW.vent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER builds_count_move AFTER UPDATE OF feature_request_id, vent_id ON builds FOR EACH ROW
  WHEN (OLD.feature_request_id IS DISTINCT FROM NEW.feature_request_id OR OLD.vent_id IS DISTINCT FROM NEW.vent_id)
  EXECUTE FUNCTION move_build_count();
