CREATE TABLE "community_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"expert_staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"moderation_note" text
);
--> statement-breakpoint
CREATE TABLE "community_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_user_id" uuid,
	"is_anonymous" boolean NOT NULL,
	"visibility" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"moderation_note" text
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_answers" ADD CONSTRAINT "community_answers_expert_staff_id_staff_users_id_fk" FOREIGN KEY ("expert_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_answers_question_idx" ON "community_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "community_questions_waiting_idx" ON "community_questions" USING btree ("created_at","id") WHERE "community_questions"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "community_questions_answered_idx" ON "community_questions" USING btree ("answered_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "community_questions"."visibility" = 'public' and "community_questions"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "community_questions_author_idx" ON "community_questions" USING btree ("author_user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_questions_search_idx" ON "community_questions" USING gin (to_tsvector('english', "title" || ' ' || "body"));