-- A deleted photo's two files (the photo and its thumbnail) are listed for the file store to
-- forget, whichever code or cascade (a circle or an account deleted) removed the row (decisions
-- 047 and 048). The keys are `photoFileKeys` in server/features/memory/photos.service.ts.
CREATE OR REPLACE FUNCTION kinwell_memory_photo_files_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (key, delete_after) VALUES
    ('circles/' || OLD.circle_id || '/photos/' || OLD.id, NULL),
    ('circles/' || OLD.circle_id || '/photo-thumbnails/' || OLD.id, NULL)
    ON CONFLICT (key) DO UPDATE SET delete_after = NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER memory_photos_files_deleted AFTER DELETE ON memory_photos FOR EACH ROW EXECUTE FUNCTION kinwell_memory_photo_files_deleted();
