ALTER TABLE "sessions" ADD COLUMN "verification_hash" text;--> statement-breakpoint
CREATE INDEX "sessions_verification_idx" ON "sessions" USING btree ("verification_hash");