ALTER TABLE "otp_challenges" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "consumed_by" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "consumed_by" text;