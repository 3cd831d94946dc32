CREATE TABLE "memory_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"circle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"photo_id" uuid,
	"song_id" uuid,
	"transcript" text,
	"duration_seconds" integer NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" uuid,
	"announced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "memory_recordings" ADD CONSTRAINT "memory_recordings_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_recordings" ADD CONSTRAINT "memory_recordings_photo_id_memory_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."memory_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_recordings" ADD CONSTRAINT "memory_recordings_song_id_music_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."music_songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_recordings" ADD CONSTRAINT "memory_recordings_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_recordings" ADD CONSTRAINT "memory_recordings_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_recordings_circle_idx" ON "memory_recordings" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "memory_recordings_photo_idx" ON "memory_recordings" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "memory_recordings_song_idx" ON "memory_recordings" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "memory_recordings_removed_idx" ON "memory_recordings" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "memory_recordings_unannounced_idx" ON "memory_recordings" USING btree ("circle_id","added_by_user_id","announced_at");