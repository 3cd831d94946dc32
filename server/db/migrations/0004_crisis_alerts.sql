CREATE TABLE "crisis_alert_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"circle_id" uuid NOT NULL,
	"user_id" uuid,
	"contact_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"email_dedupe_key" text,
	"answer_token_hash" text,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crisis_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"client_request_id" uuid NOT NULL,
	"type" text,
	"note" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "crisis_alert_recipients" ADD CONSTRAINT "crisis_alert_recipients_alert_id_crisis_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."crisis_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_alert_recipients" ADD CONSTRAINT "crisis_alert_recipients_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_alert_recipients" ADD CONSTRAINT "crisis_alert_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_alert_recipients" ADD CONSTRAINT "crisis_alert_recipients_contact_id_emergency_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."emergency_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_alerts" ADD CONSTRAINT "crisis_alerts_circle_id_care_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."care_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_alerts" ADD CONSTRAINT "crisis_alerts_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_alerts" ADD CONSTRAINT "crisis_alerts_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_alert_recipients_alert_idx" ON "crisis_alert_recipients" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crisis_alert_recipients_token_idx" ON "crisis_alert_recipients" USING btree ("answer_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "crisis_alerts_request_idx" ON "crisis_alerts" USING btree ("circle_id","client_request_id");--> statement-breakpoint
CREATE INDEX "crisis_alerts_circle_created_idx" ON "crisis_alerts" USING btree ("circle_id","created_at");