ALTER TABLE "memory_photos" ADD COLUMN "full_width" integer;--> statement-breakpoint
ALTER TABLE "memory_photos" ADD COLUMN "full_height" integer;--> statement-breakpoint
-- A deleted photo's files now include its full copy (decision 067); a key that was never written
-- is forgotten harmlessly. The keys are `photoFileKeys` in server/features/memory/photos.service.ts.
CREATE OR REPLACE FUNCTION kinwell_memory_photo_files_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (key, delete_after) VALUES
    ('circles/' || OLD.circle_id || '/photos/' || OLD.id, NULL),
    ('circles/' || OLD.circle_id || '/photo-thumbnails/' || OLD.id, NULL),
    ('circles/' || OLD.circle_id || '/photo-full/' || OLD.id, NULL)
    ON CONFLICT (key) DO UPDATE SET delete_after = NULL;
  RETURN NULL;
END;
$$;
