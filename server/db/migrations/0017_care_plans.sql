CREATE TABLE "care_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"section" text NOT NULL,
	"template_key" text,
	"title" text NOT NULL,
	"why" text,
	"source_name" text,
	"source_url" text,
	"rhythm" text NOT NULL,
	"task_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"stage" text,
	"notes" text DEFAULT '' NOT NULL,
	"review_every_months" integer DEFAULT 3 NOT NULL,
	"next_review_date" date NOT NULL,
	"reminded_for_date" date,
	"last_reviewed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_items" ADD CONSTRAINT "care_plan_items_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_plan_items_plan_idx" ON "care_plan_items" USING btree ("plan_id","section","position");--> statement-breakpoint
CREATE UNIQUE INDEX "care_plan_items_template_key_idx" ON "care_plan_items" USING btree ("plan_id","template_key");--> statement-breakpoint
CREATE UNIQUE INDEX "care_plans_circle_idx" ON "care_plans" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "care_plans_review_idx" ON "care_plans" USING btree ("next_review_date");