CREATE TABLE "file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"delete_after" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_file_key_unique" UNIQUE("file_key");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_bytes_somewhere" CHECK ("images"."bytes" is not null or "images"."file_key" is not null);--> statement-breakpoint
-- A deleted image's file is listed for the file store to forget, whichever code or cascade (a
-- circle deleted) removed the row (decision 047).
CREATE OR REPLACE FUNCTION kinwell_image_file_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.file_key IS NOT NULL THEN
    INSERT INTO file_deletions (key, delete_after) VALUES (OLD.file_key, NULL)
      ON CONFLICT (key) DO UPDATE SET delete_after = NULL;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER images_file_deleted AFTER DELETE ON images FOR EACH ROW EXECUTE FUNCTION kinwell_image_file_deleted();
