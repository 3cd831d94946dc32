ALTER TABLE "trusted_devices" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_staff_id_idx" ON "trusted_devices" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_one_owner" CHECK (num_nonnulls("trusted_devices"."user_id", "trusted_devices"."staff_id") = 1);