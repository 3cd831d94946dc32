CREATE TABLE "wellness_self_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"answers" jsonb NOT NULL,
	"stress" integer NOT NULL,
	"health" integer NOT NULL,
	"yes_count" integer NOT NULL,
	"is_high_distress" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"zip_code" text,
	"is_reminder_on" boolean DEFAULT false NOT NULL,
	"reminder_time" text DEFAULT '19:00' NOT NULL,
	"last_reminded_on" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wellness_self_checks" ADD CONSTRAINT "wellness_self_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_settings" ADD CONSTRAINT "wellness_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wellness_self_checks_user_taken_idx" ON "wellness_self_checks" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "wellness_settings_reminder_idx" ON "wellness_settings" USING btree ("is_reminder_on");