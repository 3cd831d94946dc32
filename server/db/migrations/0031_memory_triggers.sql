CREATE TABLE "memory_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"starter" text NOT NULL,
	"helps" text,
	"avoid" text,
	"photo_id" uuid,
	"person_id" uuid,
	"family_song_id" uuid,
	"catalogue_id" text,
	"place" text,
	"decade" integer,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memory_triggers_one_tie" CHECK (num_nonnulls("memory_triggers"."photo_id", "memory_triggers"."person_id", "memory_triggers"."family_song_id", "memory_triggers"."catalogue_id", "memory_triggers"."place", "memory_triggers"."decade") <= 1)
);
--> statement-breakpoint
ALTER TABLE "memory_triggers" ADD CONSTRAINT "memory_triggers_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_triggers" ADD CONSTRAINT "memory_triggers_photo_id_memory_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."memory_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_triggers" ADD CONSTRAINT "memory_triggers_person_id_memory_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."memory_people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_triggers" ADD CONSTRAINT "memory_triggers_family_song_id_music_songs_id_fk" FOREIGN KEY ("family_song_id") REFERENCES "public"."music_songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_triggers" ADD CONSTRAINT "memory_triggers_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_triggers_circle_idx" ON "memory_triggers" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "memory_triggers_photo_idx" ON "memory_triggers" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "memory_triggers_person_idx" ON "memory_triggers" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "memory_triggers_song_idx" ON "memory_triggers" USING btree ("family_song_id");