CREATE TABLE "circle_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_events_circle_at_idx";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "primary_language" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "conditions" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "routines" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "what_calms" text;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "setup_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "care_recipients" ADD COLUMN "setup_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "current_circle_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circle_invitations" ADD CONSTRAINT "circle_invitations_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_invitations" ADD CONSTRAINT "circle_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_invitations" ADD CONSTRAINT "circle_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_invitations_token_hash_idx" ON "circle_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "circle_invitations_circle_idx" ON "circle_invitations" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "images_circle_idx" ON "images" USING btree ("circle_id");--> statement-breakpoint
ALTER TABLE "care_recipients" ADD CONSTRAINT "care_recipients_photo_id_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_current_circle_id_care_circles_id_fk" FOREIGN KEY ("current_circle_id") REFERENCES "public"."care_circles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_circle_id_idx" ON "audit_events" USING btree ("circle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_idx" ON "sessions" USING btree ("public_id");--> statement-breakpoint
-- The audit log is append-only: the database itself refuses to change or remove an entry.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
