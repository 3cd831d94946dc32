DROP INDEX "community_posts_search_idx";--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || body)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_vector") WITH (fastupdate=false);