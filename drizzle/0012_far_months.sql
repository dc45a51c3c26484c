CREATE TABLE "calendar_far_months" (
	"calendar_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"time_zone" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"error" text,
	CONSTRAINT "calendar_far_months_calendar_id_month_pk" PRIMARY KEY("calendar_id","month")
);
--> statement-breakpoint
DROP INDEX "calendar_instances_calendar_id_instance_id_key";--> statement-breakpoint
ALTER TABLE "calendar_instances" ADD COLUMN "far" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_far_months" ADD CONSTRAINT "calendar_far_months_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_far_months" ADD CONSTRAINT "calendar_far_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_far_months_user_id_idx" ON "calendar_far_months" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_instances_calendar_id_far_instance_id_key" ON "calendar_instances" USING btree ("calendar_id","far","instance_id");