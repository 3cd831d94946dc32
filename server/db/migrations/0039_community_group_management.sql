ALTER TABLE "community_groups" ADD COLUMN "created_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "community_groups" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_groups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_groups" ADD CONSTRAINT "community_groups_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_groups_name_idx" ON "community_groups" USING btree (lower("name"));