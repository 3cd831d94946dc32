-- Writers of existing posts and replies follow those threads, as new ones do (decision 055).
INSERT INTO "community_follows" ("post_id", "user_id", "created_at")
SELECT "id", "author_user_id", "created_at" FROM "community_posts"
WHERE "author_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "community_follows" ("post_id", "user_id", "created_at")
SELECT "post_id", "author_user_id", min("created_at") FROM "community_replies"
WHERE "author_user_id" IS NOT NULL
GROUP BY "post_id", "author_user_id"
ON CONFLICT DO NOTHING;
