-- What each merchant and driver is due, kept in order (issue 31): the Dashboard shows the sum and
-- the five largest amounts, and working every amount out to sort them took a millisecond and more
-- at each call. The amount is a stored column of the totals kept by the triggers of 0021 and 0027,
-- so it changes in the writing transaction with what makes it, and a partial index of those due
-- something gives the largest first.
-- A driver's due needs what was settled of their earnings beside what they earned: the
-- settlements' trigger keeps that amount in driver_delivered_totals too (settled_earning, equal
-- to driver_settled_totals.earning, which the drivers list reads with the cash collected).
ALTER TABLE "driver_delivered_totals" ADD COLUMN "settled_earning" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_delivered_totals" ADD COLUMN "due" numeric GENERATED ALWAYS AS (greatest(round(earned, 2) - settled_earning, 0)) STORED;--> statement-breakpoint
ALTER TABLE "merchant_money_totals" ADD COLUMN "due" numeric GENERATED ALWAYS AS (greatest(round(earned, 2) - settled, 0)) STORED;--> statement-breakpoint
CREATE INDEX "driver_delivered_totals_due_idx" ON "driver_delivered_totals" USING btree ("due" DESC NULLS LAST,"driver_id") WHERE "driver_delivered_totals"."due" > 0;--> statement-breakpoint
CREATE INDEX "merchant_money_totals_due_idx" ON "merchant_money_totals" USING btree ("due" DESC NULLS LAST,"merchant_id") WHERE "merchant_money_totals"."due" > 0;
--> statement-breakpoint
-- The settlements' trigger (0027) adds what was settled of a driver's earnings to their delivered
-- totals as well, in the same statement: a driver settled before any delivery has a row of
-- nothing earned, as one whose deliveries were all undone.
CREATE OR REPLACE FUNCTION "driver_settled_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled text := $sql$SELECT driver_id,
    CASE WHEN type = 'earning' THEN %1$s * amount ELSE 0 END AS earning,
    CASE WHEN type = 'cashCollected' THEN %1$s * amount ELSE 0 END AS cash_collected
    FROM %2$s$sql$;
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format(settled, 1, 'new_rows')
    WHEN 'DELETE' THEN format(settled, -1, 'old_rows')
    ELSE format(settled, 1, 'new_rows') || ' UNION ALL ' || format(settled, -1, 'old_rows')
  END;
BEGIN
  -- The delivered totals first, as a delivery's trigger takes them: two transactions never wait
  -- for each other's rows the other way round.
  EXECUTE format($sql$
    INSERT INTO driver_delivered_totals AS totals (driver_id, earned, collected, settled_earning)
    SELECT driver_id, 0, 0, sum(earning) FROM (%s) AS changes
    GROUP BY driver_id HAVING sum(earning) <> 0 ORDER BY driver_id
    ON CONFLICT (driver_id) DO UPDATE
      SET settled_earning = totals.settled_earning + excluded.settled_earning
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO driver_settled_totals AS totals (driver_id, earning, cash_collected)
    SELECT driver_id, sum(earning), sum(cash_collected) FROM (%s) AS changes
    GROUP BY driver_id HAVING sum(earning) <> 0 OR sum(cash_collected) <> 0 ORDER BY driver_id
    ON CONFLICT (driver_id) DO UPDATE SET earning = totals.earning + excluded.earning,
      cash_collected = totals.cash_collected + excluded.cash_collected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The settlements emptied: nothing settled on either side.
CREATE FUNCTION "driver_settled_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM driver_settled_totals;
  UPDATE driver_delivered_totals SET settled_earning = 0 WHERE settled_earning <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "driver_settlements_totals_truncate" ON "driver_settlements";
--> statement-breakpoint
CREATE TRIGGER "driver_settlements_totals_truncate" AFTER TRUNCATE ON "driver_settlements"
  FOR EACH STATEMENT EXECUTE FUNCTION driver_settled_clear();
--> statement-breakpoint
-- The orders emptied: nothing delivered, while what was settled stays.
CREATE FUNCTION "driver_delivered_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE driver_delivered_totals SET earned = 0, collected = 0 WHERE (earned, collected) <> (0, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "orders_driver_totals_truncate" ON "orders";
--> statement-breakpoint
CREATE TRIGGER "orders_driver_totals_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION driver_delivered_clear();
--> statement-breakpoint
-- Adds every settlement to the totals (list_totals_rebuild's, after it counted the deliveries),
-- what was settled of the drivers' earnings to their delivered totals too.
CREATE OR REPLACE FUNCTION "money_due_totals_settled"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_money_totals AS totals (merchant_id, earned, settled)
  SELECT merchant_id, 0, sum(amount) FROM merchant_settlements GROUP BY 1 ORDER BY 1
  ON CONFLICT (merchant_id) DO UPDATE SET settled = totals.settled + excluded.settled;
  INSERT INTO driver_settled_totals (driver_id, earning, cash_collected)
  SELECT driver_id, coalesce(sum(amount) FILTER (WHERE type = 'earning'), 0),
    coalesce(sum(amount) FILTER (WHERE type = 'cashCollected'), 0)
  FROM driver_settlements GROUP BY 1;
  INSERT INTO driver_delivered_totals AS totals (driver_id, earned, collected, settled_earning)
  SELECT driver_id, 0, 0, earning FROM driver_settled_totals WHERE earning <> 0 ORDER BY 1
  ON CONFLICT (driver_id) DO UPDATE SET settled_earning = excluded.settled_earning;
END $$;
--> statement-breakpoint
-- What was settled already, with writers of settlements held off until this transaction ends.
LOCK TABLE "driver_settlements" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO driver_delivered_totals AS totals (driver_id, earned, collected, settled_earning)
SELECT driver_id, 0, 0, earning FROM driver_settled_totals WHERE earning <> 0 ORDER BY 1
ON CONFLICT (driver_id) DO UPDATE SET settled_earning = excluded.settled_earning;
