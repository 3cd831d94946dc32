-- The SHA-256 of each memory photo's bytes as uploaded, so the same photo is not stored twice in a
-- circle (decision 060). Photos added before have none and are never matched.
ALTER TABLE "memory_photos" ADD COLUMN "original_sha256" text;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_photos_original_idx" ON "memory_photos" USING btree ("circle_id","original_sha256");