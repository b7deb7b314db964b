-- drizzle-kit does not emit extensions; the trigram index below and search need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"image" text NOT NULL,
	"description" text NOT NULL,
	"sub_names" text[] NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"category_id" text NOT NULL,
	"sub_name" text NOT NULL,
	"kind" text NOT NULL,
	"pack_size" text NOT NULL,
	"description" text NOT NULL,
	"features" jsonb NOT NULL,
	"specifications" jsonb NOT NULL,
	"mrp" integer NOT NULL,
	"price" integer NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"stock" integer NOT NULL,
	"popularity" integer NOT NULL,
	"purchase_count" integer NOT NULL,
	"colour" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"search_terms" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_group_id_category_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."category_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);