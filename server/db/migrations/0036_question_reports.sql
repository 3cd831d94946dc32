CREATE TABLE "community_question_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_id" uuid,
	"reporter_user_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_staff_id" uuid
);
--> statement-breakpoint
DROP INDEX "community_questions_waiting_idx";--> statement-breakpoint
ALTER TABLE "community_question_reports" ADD CONSTRAINT "community_question_reports_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_question_reports" ADD CONSTRAINT "community_question_reports_answer_id_community_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."community_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_question_reports" ADD CONSTRAINT "community_question_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_question_reports" ADD CONSTRAINT "community_question_reports_resolved_by_staff_id_staff_users_id_fk" FOREIGN KEY ("resolved_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_question_reports_open_idx" ON "community_question_reports" USING btree ("created_at") WHERE "community_question_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_question_reports_question_idx" ON "community_question_reports" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "community_questions_urgent_idx" ON "community_questions" USING btree ("created_at") WHERE "community_questions"."is_urgent";--> statement-breakpoint
CREATE INDEX "community_questions_waiting_idx" ON "community_questions" USING btree ("is_urgent" DESC NULLS FIRST,"created_at","id") WHERE "community_questions"."answered_at" is null;