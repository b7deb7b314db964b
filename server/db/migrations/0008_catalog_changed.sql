-- Issue 16: each server process keeps the catalog in memory (decision 003). With several processes on one
-- PostgreSQL every one must hear of a change to products however it was made: an order taken by another
-- process, a review recount, a price or name set by plain SQL, a store tool or a migration. One
-- notification per statement on channel catalog_changed (decision 020): the changed product ids,
-- comma-separated, or '*' (reload everything) when more than 500 rows changed or the table was truncated.
-- A payload stays far below NOTIFY's 8000 bytes; identical notifications in one transaction arrive once.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('catalog_changed', '*');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg("id") INTO ids FROM (SELECT "id" FROM new_rows LIMIT 501) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("id") INTO ids FROM (SELECT "id" FROM old_rows LIMIT 501) changed;
  ELSE
    -- Old ids too: a row whose id was changed has left its old id behind.
    SELECT array_agg("id") INTO ids
      FROM (SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows LIMIT 501) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalog_changed', CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_inserted_notify" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_updated_notify" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_deleted_notify" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_truncated_notify" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
