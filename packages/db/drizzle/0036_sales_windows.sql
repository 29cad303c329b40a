-- Issue 33: every Sales Track period read off a leaderboard of its own. Each window is a named
-- range of business days (today, this week, this month, the last 3 and 6 months: the server
-- moves them onto its periods, src/repos/sales-windows.ts) with each product's quantity and each
-- merchant's counters over exactly those days, kept by the daily rollups' triggers in the writing
-- transaction. A page of a period is then a few reads of the rank index, as the year's is (0012),
-- instead of summing up to six months of days and sorting every product for each call.
CREATE TABLE "sales_windows" (
	"period" text PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_window_sales" (
	"period" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "product_window_sales_pkey" PRIMARY KEY("period","product_id")
);
--> statement-breakpoint
CREATE INDEX "product_window_sales_rank_idx" ON "product_window_sales" USING btree ("period","quantity","product_id");
--> statement-breakpoint
CREATE TABLE "merchant_window_sales" (
	"period" text NOT NULL,
	"merchant_id" text NOT NULL,
	"orders" bigint NOT NULL,
	"fulfilled" bigint NOT NULL,
	"accepted" bigint NOT NULL,
	"rejected" bigint NOT NULL,
	CONSTRAINT "merchant_window_sales_pkey" PRIMARY KEY("period","merchant_id")
);
--> statement-breakpoint
-- The products a period did not sell, a page of them by title without sorting every product
-- (ranked-sales.ts: low to high, they come first).
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");
--> statement-breakpoint
-- Empty until the server first moves them (from_day after to_day holds no day).
INSERT INTO "sales_windows" ("period", "from_day", "to_day") VALUES
  ('day', '1970-01-02', '1970-01-01'), ('week', '1970-01-02', '1970-01-01'),
  ('month', '1970-01-02', '1970-01-01'), ('3months', '1970-01-02', '1970-01-01'),
  ('6months', '1970-01-02', '1970-01-01');
--> statement-breakpoint
-- A writer reads the windows' ranges under a share lock held to its commit, so a window moves
-- (sales_window_move takes the row for update) only between writers: each daily change is
-- counted by the writer under the range it saw or by the move after it, never both or neither.
CREATE FUNCTION "product_window_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT day, product_id, quantity FROM new_sales'
    WHEN 'DELETE' THEN 'SELECT day, product_id, -quantity FROM old_sales'
    ELSE 'SELECT day, product_id, quantity FROM new_sales
          UNION ALL SELECT day, product_id, -quantity FROM old_sales'
  END;
BEGIN
  PERFORM FROM sales_windows ORDER BY period FOR SHARE;
  EXECUTE format($sql$
    INSERT INTO product_window_sales AS sales (period, product_id, quantity)
    SELECT windows.period, changes.product_id, sum(changes.quantity)
    FROM (%s) AS changes (day, product_id, quantity)
    JOIN sales_windows AS windows ON changes.day BETWEEN windows.from_day AND windows.to_day
    GROUP BY 1, 2 HAVING sum(changes.quantity) <> 0 ORDER BY 1, 2
    ON CONFLICT (period, product_id) DO UPDATE SET quantity = sales.quantity + excluded.quantity
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "merchant_window_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT day, merchant_id, orders, fulfilled, accepted, rejected FROM new_sales'
    WHEN 'DELETE' THEN
      'SELECT day, merchant_id, -orders, -fulfilled, -accepted, -rejected FROM old_sales'
    ELSE 'SELECT day, merchant_id, orders, fulfilled, accepted, rejected FROM new_sales
          UNION ALL SELECT day, merchant_id, -orders, -fulfilled, -accepted, -rejected FROM old_sales'
  END;
BEGIN
  PERFORM FROM sales_windows ORDER BY period FOR SHARE;
  EXECUTE format($sql$
    INSERT INTO merchant_window_sales AS sales
      (period, merchant_id, orders, fulfilled, accepted, rejected)
    SELECT windows.period, changes.merchant_id, sum(changes.orders), sum(changes.fulfilled),
      sum(changes.accepted), sum(changes.rejected)
    FROM (%s) AS changes (day, merchant_id, orders, fulfilled, accepted, rejected)
    JOIN sales_windows AS windows ON changes.day BETWEEN windows.from_day AND windows.to_day
    GROUP BY 1, 2
    HAVING sum(changes.orders) <> 0 OR sum(changes.fulfilled) <> 0
      OR sum(changes.accepted) <> 0 OR sum(changes.rejected) <> 0
    ORDER BY 1, 2
    ON CONFLICT (period, merchant_id) DO UPDATE SET orders = sales.orders + excluded.orders,
      fulfilled = sales.fulfilled + excluded.fulfilled,
      accepted = sales.accepted + excluded.accepted, rejected = sales.rejected + excluded.rejected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The daily rollups emptied (a rebuild, 0013; orders truncated) empty the windows with them;
-- the rebuild's inserts then fill them again through the triggers above.
CREATE FUNCTION "product_window_sales_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_window_sales;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "merchant_window_sales_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE merchant_window_sales;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_window_insert" AFTER INSERT ON "product_daily_sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION product_window_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_window_update" AFTER UPDATE ON "product_daily_sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION product_window_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_window_delete" AFTER DELETE ON "product_daily_sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION product_window_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_window_truncate" AFTER TRUNCATE ON "product_daily_sales"
  FOR EACH STATEMENT EXECUTE FUNCTION product_window_sales_clear();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_window_insert" AFTER INSERT ON "merchant_daily_sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION merchant_window_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_window_update" AFTER UPDATE ON "merchant_daily_sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_window_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_window_delete" AFTER DELETE ON "merchant_daily_sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION merchant_window_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_window_truncate" AFTER TRUNCATE ON "merchant_daily_sales"
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_window_sales_clear();
--> statement-breakpoint
-- Moves window `window_period` onto the days new_from … new_to: the days it gains are added and
-- the days it loses subtracted, from the daily rollups (one day each on most days; a month at
-- the turn of one), read as the four ranges of days either side of the overlap (an empty range,
-- from the day after its end, gains or loses nothing). Nothing to do when it is there already,
-- as for every call but the first of a business day. Each statement after the row lock sees
-- every writer that held the old range.
CREATE FUNCTION "sales_window_move"(window_period text, new_from date, new_to date)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_from date;
  old_to date;
BEGIN
  IF new_from > new_to THEN
    RAISE EXCEPTION 'A sales window runs from its first day to its last, not % to %.',
      new_from, new_to;
  END IF;
  SELECT from_day, to_day INTO old_from, old_to FROM sales_windows
  WHERE period = window_period FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'There is no sales window %.', window_period;
  END IF;
  IF old_from = new_from AND old_to = new_to THEN
    RETURN;
  END IF;
  UPDATE sales_windows SET from_day = new_from, to_day = new_to WHERE period = window_period;
  INSERT INTO product_window_sales AS sales (period, product_id, quantity)
  SELECT window_period, product_id,
    sum(CASE WHEN day BETWEEN new_from AND new_to THEN quantity ELSE -quantity END)
  FROM product_daily_sales
  WHERE day BETWEEN new_from AND least(new_to, old_from - 1)
    OR day BETWEEN greatest(new_from, old_to + 1) AND new_to
    OR day BETWEEN old_from AND least(old_to, new_from - 1)
    OR day BETWEEN greatest(old_from, new_to + 1) AND old_to
  GROUP BY product_id
  HAVING sum(CASE WHEN day BETWEEN new_from AND new_to THEN quantity ELSE -quantity END) <> 0
  ORDER BY product_id
  ON CONFLICT (period, product_id) DO UPDATE SET quantity = sales.quantity + excluded.quantity;
  DELETE FROM product_window_sales WHERE period = window_period AND quantity = 0;
  INSERT INTO merchant_window_sales AS sales
    (period, merchant_id, orders, fulfilled, accepted, rejected)
  SELECT window_period, merchant_id, sum(sign * orders), sum(sign * fulfilled),
    sum(sign * accepted), sum(sign * rejected)
  FROM (
    SELECT merchant_id, orders, fulfilled, accepted, rejected,
      CASE WHEN day BETWEEN new_from AND new_to THEN 1 ELSE -1 END AS sign
    FROM merchant_daily_sales
    WHERE day BETWEEN new_from AND least(new_to, old_from - 1)
      OR day BETWEEN greatest(new_from, old_to + 1) AND new_to
      OR day BETWEEN old_from AND least(old_to, new_from - 1)
      OR day BETWEEN greatest(old_from, new_to + 1) AND old_to
  ) AS changes
  GROUP BY merchant_id
  HAVING sum(sign * orders) <> 0 OR sum(sign * fulfilled) <> 0 OR sum(sign * accepted) <> 0
    OR sum(sign * rejected) <> 0
  ORDER BY merchant_id
  ON CONFLICT (period, merchant_id) DO UPDATE SET orders = sales.orders + excluded.orders,
    fulfilled = sales.fulfilled + excluded.fulfilled,
    accepted = sales.accepted + excluded.accepted, rejected = sales.rejected + excluded.rejected;
  DELETE FROM merchant_window_sales
  WHERE period = window_period AND (orders, fulfilled, accepted, rejected) = (0, 0, 0, 0);
END $$;
