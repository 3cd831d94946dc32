CREATE TABLE "community_follows" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_follows_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_reads" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"last_seq" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "community_replies" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "community_follows" ADD CONSTRAINT "community_follows_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_follows" ADD CONSTRAINT "community_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reads" ADD CONSTRAINT "community_reads_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_follows_user_idx" ON "community_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_reads_post_idx" ON "community_reads" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_replies_post_seq_idx" ON "community_replies" USING btree ("post_id","seq");