CREATE TABLE "dose_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"medication_id" uuid NOT NULL,
	"medication_name" text NOT NULL,
	"dose_amount" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"is_as_needed" boolean DEFAULT false NOT NULL,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"miss_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"due_sent_at" timestamp with time zone,
	"repeats_sent" integer DEFAULT 0 NOT NULL,
	"last_alert_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"taken_at" timestamp with time zone,
	"logged_by_user_id" uuid,
	"logged_at" timestamp with time zone,
	"skip_reason" text,
	"notes" text,
	"photo_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_settings" (
	"circle_id" uuid PRIMARY KEY NOT NULL,
	"reminder_lead_minutes" integer DEFAULT 15 NOT NULL,
	"grace_minutes" integer DEFAULT 30 NOT NULL,
	"repeat_every_minutes" integer,
	"last_summary_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"strength" text DEFAULT '' NOT NULL,
	"form" text NOT NULL,
	"dose_amount" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"prescriber" text DEFAULT '' NOT NULL,
	"pharmacy" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"schedule" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pills_on_hand" double precision,
	"stock_per_dose" double precision,
	"refill_threshold" double precision,
	"refill_notified_at" timestamp with time zone,
	"plan_from" timestamp with time zone NOT NULL,
	"planned_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dose_events" ADD CONSTRAINT "dose_events_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_events" ADD CONSTRAINT "dose_events_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_events" ADD CONSTRAINT "dose_events_logged_by_user_id_users_id_fk" FOREIGN KEY ("logged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_events" ADD CONSTRAINT "dose_events_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_settings" ADD CONSTRAINT "medication_settings_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dose_events_schedule_key_idx" ON "dose_events" USING btree ("medication_id","local_date","local_time") WHERE not "dose_events"."is_as_needed";--> statement-breakpoint
CREATE INDEX "dose_events_circle_date_idx" ON "dose_events" USING btree ("circle_id","local_date");--> statement-breakpoint
CREATE INDEX "dose_events_pending_remind_idx" ON "dose_events" USING btree ("remind_at") WHERE "dose_events"."status" = 'pending' and "dose_events"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "dose_events_pending_due_idx" ON "dose_events" USING btree ("scheduled_at") WHERE "dose_events"."status" = 'pending' and "dose_events"."due_sent_at" is null;--> statement-breakpoint
CREATE INDEX "dose_events_pending_miss_idx" ON "dose_events" USING btree ("miss_at") WHERE "dose_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "medications_circle_idx" ON "medications" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "medications_status_planned_idx" ON "medications" USING btree ("status","planned_until");