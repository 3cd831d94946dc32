CREATE TABLE "community_held_words" (
	"word" text PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by_staff_id" uuid
);
--> statement-breakpoint
CREATE TABLE "community_post_reactions" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_post_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_reply_reactions" (
	"reply_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_reply_reactions_reply_id_user_id_pk" PRIMARY KEY("reply_id","user_id")
);
--> statement-breakpoint
DROP INDEX "community_posts_group_newest_idx";--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "helped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "moderator_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "moderator_edit_note" text;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD COLUMN "suspension_note" text;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD COLUMN "warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_profiles" ADD COLUMN "warning_note" text;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "helped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "moderator_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "moderator_edit_note" text;--> statement-breakpoint
ALTER TABLE "community_held_words" ADD CONSTRAINT "community_held_words_added_by_staff_id_staff_users_id_fk" FOREIGN KEY ("added_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reactions" ADD CONSTRAINT "community_post_reactions_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reactions" ADD CONSTRAINT "community_post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reply_reactions" ADD CONSTRAINT "community_reply_reactions_reply_id_community_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."community_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reply_reactions" ADD CONSTRAINT "community_reply_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_group_helpful_idx" ON "community_posts" USING btree ("group_id","helped_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_group_newest_idx" ON "community_posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);