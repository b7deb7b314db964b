CREATE TABLE "applied_changes" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" json,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applied_changes_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "applied_changes" ADD CONSTRAINT "applied_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_changes_created_idx" ON "applied_changes" USING btree ("created_at");