CREATE SEQUENCE "public"."product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"product_id" integer NOT NULL,
	"view" integer NOT NULL,
	"size" text NOT NULL,
	"webp" "bytea" NOT NULL,
	CONSTRAINT "product_pictures_product_id_view_size_pk" PRIMARY KEY("product_id","view","size")
);
--> statement-breakpoint
CREATE TABLE "shop_holidays" (
	"day" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "own_pictures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_unique" UNIQUE("barcode");--> statement-breakpoint
-- Decision 114: a product's update notifies only when something an answer shows changed. Stock counts
-- and purchase counts move with every order; only whether a product is in stock is shown.
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
    -- Old ids too (a row whose id was changed has left its old id behind); a row is shown changed when
    -- anything but its counts changed, or it went in or out of stock.
    SELECT array_agg("id") INTO ids FROM (
      SELECT coalesce(n."id", o."id") AS "id"
        FROM new_rows n FULL JOIN old_rows o ON o."id" = n."id"
       WHERE n."id" IS NULL OR o."id" IS NULL
          OR (to_jsonb(n) - 'stock' - 'purchase_count') || jsonb_build_object('in_stock', n."stock" > 0)
             IS DISTINCT FROM
             (to_jsonb(o) - 'stock' - 'purchase_count') || jsonb_build_object('in_stock', o."stock" > 0)
       LIMIT 501) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalog_changed', CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END);
  RETURN NULL;
END
$$;
