CREATE TABLE "activity_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"game" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"difficulty" integer NOT NULL,
	"answers_shown" integer NOT NULL,
	"eased" boolean NOT NULL,
	"help" text NOT NULL,
	"enjoyment" text,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_settings" (
	"circle_id" uuid PRIMARY KEY NOT NULL,
	"difficulty" jsonb NOT NULL,
	"voice" text,
	"rate" double precision DEFAULT 1 NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_settings" ADD CONSTRAINT "activity_settings_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_settings" ADD CONSTRAINT "activity_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_sessions_circle_started_idx" ON "activity_sessions" USING btree ("circle_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sessions_once_idx" ON "activity_sessions" USING btree ("circle_id","recorded_by_user_id","game","started_at");