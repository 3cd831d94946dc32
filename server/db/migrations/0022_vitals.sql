CREATE TABLE "vitals_daily" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"p50" double precision NOT NULL,
	"p75" double precision NOT NULL,
	"p95" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vitals_daily_day_route_name_pk" PRIMARY KEY("day","route","name")
);
--> statement-breakpoint
CREATE TABLE "vitals_samples" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vitals_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"device" text NOT NULL,
	"connection" text NOT NULL,
	"is_signed_in" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vitals_samples_received_at_idx" ON "vitals_samples" USING btree ("received_at");