CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid,
	"target_label" text NOT NULL,
	"company_id" uuid,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "path_redirects" (
	"scope" text NOT NULL,
	"from_path" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "path_redirects_scope_from_path_pk" PRIMARY KEY("scope","from_path"),
	CONSTRAINT "path_redirects_scope_check" CHECK ("path_redirects"."scope" in ('catalog', 'requests', 'vents')),
	CONSTRAINT "path_redirects_target_kind_check" CHECK ("path_redirects"."target_kind" in ('company', 'product', 'requests', 'vents'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"feature_request_id" uuid,
	"vent_id" uuid,
	"build_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"counts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "reports_reporter_request_key" UNIQUE("reporter_id","feature_request_id"),
	CONSTRAINT "reports_reporter_vent_key" UNIQUE("reporter_id","vent_id"),
	CONSTRAINT "reports_reporter_build_key" UNIQUE("reporter_id","build_id"),
	CONSTRAINT "reports_one_target_check" CHECK (num_nonnulls("reports"."feature_request_id", "reports"."vent_id", "reports"."build_id") = 1),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('foul_language', 'harassment', 'offensive', 'complaint_not_request', 'spam')),
	CONSTRAINT "reports_resolution_check" CHECK ("reports"."resolution" is null or "reports"."resolution" in ('dismissed', 'removed', 'restored'))
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vents" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_feature_request_id_feature_requests_id_fk" FOREIGN KEY ("feature_request_id") REFERENCES "public"."feature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_vent_id_vents_id_fk" FOREIGN KEY ("vent_id") REFERENCES "public"."vents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "path_redirects_target_idx" ON "path_redirects" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "reports_request_idx" ON "reports" USING btree ("feature_request_id");--> statement-breakpoint
CREATE INDEX "reports_vent_idx" ON "reports" USING btree ("vent_id");--> statement-breakpoint
CREATE INDEX "reports_build_idx" ON "reports" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST) WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_requests" ADD CONSTRAINT "feature_requests_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vents" ADD CONSTRAINT "vents_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_removed_idx" ON "builds" USING btree ("removed_at" DESC NULLS FIRST) WHERE "builds"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "feature_requests_removed_idx" ON "feature_requests" USING btree ("removed_at" DESC NULLS FIRST) WHERE "feature_requests"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "vents_removed_idx" ON "vents" USING btree ("removed_at" DESC NULLS FIRST) WHERE "vents"."removed_at" is not null;--> statement-breakpoint
-- From here on, counters count public items only: a request, vent or build that is removed
-- (`removed_at`) or hidden by reports (`hidden_at`) leaves the board's tab counts and its
-- request's build count, and comes back to them when restored.
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
-- One item changing status, company, product or whether it is public: minus one where it was
-- counted (if it was), plus one where it is counted (if it is), leaving out what nets to zero.
CREATE OR REPLACE FUNCTION count_board_moves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter record;
BEGIN
  FOR counter IN
    SELECT scope.company_id, scope.product_id, moved.status, sum(moved.n)::integer AS n
    FROM (VALUES
      (OLD.company_id, OLD.product_id, OLD.status,
        CASE WHEN OLD.removed_at IS NULL AND OLD.hidden_at IS NULL THEN -1 ELSE 0 END),
      (NEW.company_id, NEW.product_id, NEW.status,
        CASE WHEN NEW.removed_at IS NULL AND NEW.hidden_at IS NULL THEN 1 ELSE 0 END)
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
  AFTER UPDATE OF status, company_id, product_id, removed_at, hidden_at ON feature_requests FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR (OLD.removed_at IS NULL AND OLD.hidden_at IS NULL) <> (NEW.removed_at IS NULL AND NEW.hidden_at IS NULL))
  EXECUTE FUNCTION count_board_moves('requests');
--> statement-breakpoint
DROP TRIGGER vents_board_counts_update ON vents;
--> statement-breakpoint
CREATE TRIGGER vents_board_counts_update
  AFTER UPDATE OF status, company_id, product_id, removed_at, hidden_at ON vents FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR (OLD.removed_at IS NULL AND OLD.hidden_at IS NULL) <> (NEW.removed_at IS NULL AND NEW.hidden_at IS NULL))
  EXECUTE FUNCTION count_board_moves('vents');
--> statement-breakpoint
-- A request's or vent's build_count counts its public builds: inserting or deleting a public build
-- moves it, and so does a build being removed, hidden or restored.
CREATE OR REPLACE FUNCTION count_builds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  row builds%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := CASE WHEN NEW.removed_at IS NULL AND NEW.hidden_at IS NULL THEN 1 ELSE 0 END;
  ELSIF TG_OP = 'DELETE' THEN
    delta := CASE WHEN OLD.removed_at IS NULL AND OLD.hidden_at IS NULL THEN -1 ELSE 0 END;
  ELSE
    delta := (CASE WHEN NEW.removed_at IS NULL AND NEW.hidden_at IS NULL THEN 1 ELSE 0 END)
      - (CASE WHEN OLD.removed_at IS NULL AND OLD.hidden_at IS NULL THEN 1 ELSE 0 END);
  END IF;
  IF delta = 0 THEN
    RETURN NULL;
  END IF;
  IF row.feature_request_id IS NOT NULL THEN
    UPDATE feature_requests SET build_count = build_count + delta WHERE id = row.feature_request_id;
  ELSE
    UPDATE vents SET build_count = build_count + delta WHERE id = row.vent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER builds_count_visibility AFTER UPDATE OF removed_at, hidden_at ON builds FOR EACH ROW
  WHEN ((OLD.removed_at IS NULL AND OLD.hidden_at IS NULL) <> (NEW.removed_at IS NULL AND NEW.hidden_at IS NULL))
  EXECUTE FUNCTION count_builds();
