CREATE TABLE "respite_helpers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"member_user_id" uuid,
	"name" text NOT NULL,
	"phone" text,
	"when_and_how_long" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respite_plans" (
	"circle_id" uuid PRIMARY KEY NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "respite_helpers" ADD CONSTRAINT "respite_helpers_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respite_helpers" ADD CONSTRAINT "respite_helpers_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respite_plans" ADD CONSTRAINT "respite_plans_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_self_checks" ADD CONSTRAINT "wellness_self_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_settings" ADD CONSTRAINT "wellness_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respite_helpers_circle_idx" ON "respite_helpers" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "wellness_self_checks_user_taken_idx" ON "wellness_self_checks" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "wellness_settings_reminder_idx" ON "wellness_settings" USING btree ("is_reminder_on");