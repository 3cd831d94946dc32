CREATE TABLE "music_catalogue_notes" (
	"circle_id" uuid NOT NULL,
	"catalogue_id" text NOT NULL,
	"helped" text NOT NULL,
	"written_by_user_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "music_catalogue_notes_circle_id_catalogue_id_pk" PRIMARY KEY("circle_id","catalogue_id")
);
--> statement-breakpoint
CREATE TABLE "music_settings" (
	"circle_id" uuid PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"era_from" integer,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_songs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"year" integer,
	"link" text,
	"moods" jsonb NOT NULL,
	"helped" text,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_catalogue_notes" ADD CONSTRAINT "music_catalogue_notes_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_catalogue_notes" ADD CONSTRAINT "music_catalogue_notes_written_by_user_id_users_id_fk" FOREIGN KEY ("written_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_settings" ADD CONSTRAINT "music_settings_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_settings" ADD CONSTRAINT "music_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_songs" ADD CONSTRAINT "music_songs_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_songs" ADD CONSTRAINT "music_songs_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_songs_circle_idx" ON "music_songs" USING btree ("circle_id","created_at");