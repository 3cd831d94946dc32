ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts from before the confirmation of addresses count as confirmed (decision 026).
UPDATE "users" SET "email_confirmed_at" = "created_at";
