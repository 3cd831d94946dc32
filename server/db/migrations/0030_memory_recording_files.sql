-- A deleted recording's file is listed for the file store to forget, whichever code or cascade (a
-- circle or an account deleted) removed the row (decisions 047 and 052). The key is
-- `recordingFileKey` in server/features/memory/recordings.service.ts.
CREATE OR REPLACE FUNCTION kinwell_memory_recording_files_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_deletions (key, delete_after) VALUES
    ('circles/' || OLD.circle_id || '/recordings/' || OLD.id, NULL)
    ON CONFLICT (key) DO UPDATE SET delete_after = NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER memory_recordings_files_deleted AFTER DELETE ON memory_recordings FOR EACH ROW EXECUTE FUNCTION kinwell_memory_recording_files_deleted();
