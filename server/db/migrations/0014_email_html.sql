CREATE TABLE "email_unsubscribe_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "email_unsubscribe_tokens" ADD CONSTRAINT "email_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_unsubscribe_tokens_hash_idx" ON "email_unsubscribe_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_unsubscribe_tokens_user_idx" ON "email_unsubscribe_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_unsubscribe_tokens_expires_idx" ON "email_unsubscribe_tokens" USING btree ("expires_at");