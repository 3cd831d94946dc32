CREATE TABLE "memory_album_photos" (
	"circle_id" uuid NOT NULL,
	"album_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memory_album_photos_album_id_photo_id_pk" PRIMARY KEY("album_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "memory_albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_photo_people" (
	"circle_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	CONSTRAINT "memory_photo_people_photo_id_person_id_pk" PRIMARY KEY("photo_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "memory_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"circle_id" uuid NOT NULL,
	"caption" text,
	"place" text,
	"year" integer,
	"is_decade" boolean DEFAULT false NOT NULL,
	"story" text,
	"taken_on" date,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" uuid,
	"announced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "memory_album_photos" ADD CONSTRAINT "memory_album_photos_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_album_photos" ADD CONSTRAINT "memory_album_photos_album_id_memory_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."memory_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_album_photos" ADD CONSTRAINT "memory_album_photos_photo_id_memory_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."memory_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_albums" ADD CONSTRAINT "memory_albums_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_albums" ADD CONSTRAINT "memory_albums_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_people" ADD CONSTRAINT "memory_people_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_people" ADD CONSTRAINT "memory_people_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_photo_people" ADD CONSTRAINT "memory_photo_people_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_photo_people" ADD CONSTRAINT "memory_photo_people_photo_id_memory_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."memory_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_photo_people" ADD CONSTRAINT "memory_photo_people_person_id_memory_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."memory_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_photos" ADD CONSTRAINT "memory_photos_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_photos" ADD CONSTRAINT "memory_photos_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_photos" ADD CONSTRAINT "memory_photos_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_album_photos_photo_idx" ON "memory_album_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "memory_albums_circle_idx" ON "memory_albums" USING btree ("circle_id","name");--> statement-breakpoint
CREATE INDEX "memory_people_circle_idx" ON "memory_people" USING btree ("circle_id","name");--> statement-breakpoint
CREATE INDEX "memory_photo_people_person_idx" ON "memory_photo_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "memory_photos_circle_idx" ON "memory_photos" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "memory_photos_removed_idx" ON "memory_photos" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "memory_photos_unannounced_idx" ON "memory_photos" USING btree ("circle_id","added_by_user_id","announced_at");