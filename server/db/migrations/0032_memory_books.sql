CREATE TABLE "memory_book_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"book_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"photo_id" uuid,
	"caption" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"dedication" text,
	"cover_photo_id" uuid,
	"added_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_book_pages" ADD CONSTRAINT "memory_book_pages_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_book_pages" ADD CONSTRAINT "memory_book_pages_book_id_memory_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."memory_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_book_pages" ADD CONSTRAINT "memory_book_pages_photo_id_memory_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."memory_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_books" ADD CONSTRAINT "memory_books_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_books" ADD CONSTRAINT "memory_books_cover_photo_id_memory_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."memory_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_books" ADD CONSTRAINT "memory_books_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_book_pages_book_idx" ON "memory_book_pages" USING btree ("book_id","position");--> statement-breakpoint
CREATE INDEX "memory_book_pages_photo_idx" ON "memory_book_pages" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "memory_books_circle_idx" ON "memory_books" USING btree ("circle_id","updated_at");