ALTER TABLE "orders" ADD COLUMN "first_order_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_time" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" timestamp with time zone;--> statement-breakpoint
-- Orders placed before the promise was stored get the spec's outer bound (order date plus 5 days),
-- worded to match (decision 012), so no order shows a promise it was never made.
UPDATE "orders" SET "deliver_by" = "created_at" + interval '5 days', "estimated_delivery_time" = '5 days';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "deliver_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;
