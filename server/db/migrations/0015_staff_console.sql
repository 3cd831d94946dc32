CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone NOT NULL,
	"last_outcome" text NOT NULL,
	"last_count" integer,
	"last_error" text,
	"last_succeeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled_at" timestamp with time zone;