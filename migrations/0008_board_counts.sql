-- The board's tab counts per kind x (whole board | company | product) x status, kept equal to the
-- rows by triggers in the writing transaction, whatever writes (the app, a cascade, a bulk load).
-- The nil UUID in company_id / product_id means 'any'.
CREATE TABLE "board_counts" (
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" "request_status" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "board_counts_kind_company_id_product_id_status_pk" PRIMARY KEY("kind","company_id","product_id","status"),
	CONSTRAINT "board_counts_kind_check" CHECK ("board_counts"."kind" in ('requests', 'vents')),
	CONSTRAINT "board_counts_n_check" CHECK ("board_counts"."n" >= 0)
);
--> statement-breakpoint
-- Moves one counter by `delta`. Adding upserts; taking away updates the row, which must exist
-- (an upsert cannot take away: PostgreSQL checks `n >= 0` on the row it would insert before it
-- looks for the conflicting one). A counter missing or going below zero is an error, never a
-- silent wrong count.
CREATE FUNCTION move_board_count(item_kind text, company uuid, product uuid, item_status request_status,
  delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO board_counts AS counted (kind, company_id, product_id, status, n)
      VALUES (item_kind, company, product, item_status, delta)
      ON CONFLICT (kind, company_id, product_id, status) DO UPDATE SET n = counted.n + excluded.n;
  ELSIF delta < 0 THEN
    UPDATE board_counts SET n = n + delta
      WHERE kind = item_kind AND company_id = company AND product_id = product AND status = item_status;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'board_counts has no % counter for % % %', item_kind, company, product, item_status;
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- Inserted or deleted rows, once per statement from its transition table (`changed`), aggregated
-- per counter: a bulk insert of a million rows is one upsert, a bulk delete one update per counter
-- it touches. Counters are always moved in key order (kind, company, product, status), so two
-- writers lock the counters they share in the same order and cannot deadlock.
CREATE FUNCTION count_board_rows() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WHERE scope.product_id IS NOT NULL
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
    -- An item without a product counts for the board and its company only.
    WHERE scope.product_id IS NOT NULL
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
-- One item changing status, company or product (an edit, a status change, its product deleted):
-- minus one where it was, plus one where it is, leaving out the counters that net to zero.
CREATE FUNCTION count_board_moves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counter record;
BEGIN
  FOR counter IN
    SELECT scope.company_id, scope.product_id, moved.status, sum(moved.n)::integer AS n
    FROM (VALUES (OLD.company_id, OLD.product_id, OLD.status, -1),
      (NEW.company_id, NEW.product_id, NEW.status, 1)) AS moved (company_id, product_id, status, n)
    CROSS JOIN LATERAL (VALUES
      ('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
      (moved.company_id, '00000000-0000-0000-0000-000000000000'::uuid),
      (moved.company_id, moved.product_id)
    ) AS scope (company_id, product_id)
    -- An item without a product counts for the board and its company only.
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
CREATE FUNCTION forget_board_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM board_counts WHERE kind = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feature_requests_board_counts_insert AFTER INSERT ON feature_requests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_board_rows('requests');
--> statement-breakpoint
CREATE TRIGGER feature_requests_board_counts_delete AFTER DELETE ON feature_requests
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_board_rows('requests');
--> statement-breakpoint
-- Row-level and only on these columns, and only when one really changes: the vote and build
-- counters update these rows all the time and must not pay for this.
CREATE TRIGGER feature_requests_board_counts_update AFTER UPDATE OF status, company_id, product_id
  ON feature_requests FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION count_board_moves('requests');
--> statement-breakpoint
CREATE TRIGGER feature_requests_board_counts_truncate AFTER TRUNCATE ON feature_requests
  FOR EACH STATEMENT EXECUTE FUNCTION forget_board_counts('requests');
--> statement-breakpoint
CREATE TRIGGER vents_board_counts_insert AFTER INSERT ON vents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_board_rows('vents');
--> statement-breakpoint
CREATE TRIGGER vents_board_counts_delete AFTER DELETE ON vents
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_board_rows('vents');
--> statement-breakpoint
-- Row-level and only on these columns, and only when one really changes: the vote and build
-- counters update these rows all the time and must not pay for this.
CREATE TRIGGER vents_board_counts_update AFTER UPDATE OF status, company_id, product_id
  ON vents FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION count_board_moves('vents');
--> statement-breakpoint
CREATE TRIGGER vents_board_counts_truncate AFTER TRUNCATE ON vents
  FOR EACH STATEMENT EXECUTE FUNCTION forget_board_counts('vents');
--> statement-breakpoint
-- The existing rows. The triggers above already hold their tables against writers (CREATE TRIGGER
-- locks out inserts, updates and deletes until this migration commits), so none is missed or
-- counted twice.
INSERT INTO board_counts (kind, company_id, product_id, status, n)
  SELECT 'requests', scope.company_id, scope.product_id, item.status, count(*)
  FROM feature_requests AS item
  CROSS JOIN LATERAL (VALUES
    ('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
    (item.company_id, '00000000-0000-0000-0000-000000000000'::uuid),
    (item.company_id, item.product_id)
  ) AS scope (company_id, product_id)
  -- An item without a product counts for the board and its company only.
  WHERE scope.product_id IS NOT NULL
  GROUP BY scope.company_id, scope.product_id, item.status
  UNION ALL
  SELECT 'vents', scope.company_id, scope.product_id, item.status, count(*)
  FROM vents AS item
  CROSS JOIN LATERAL (VALUES
    ('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
    (item.company_id, '00000000-0000-0000-0000-000000000000'::uuid),
    (item.company_id, item.product_id)
  ) AS scope (company_id, product_id)
  -- An item without a product counts for the board and its company only.
  WHERE scope.product_id IS NOT NULL
  GROUP BY scope.company_id, scope.product_id, item.status;
