CREATE TABLE "calendar_instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"calendar_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"uid" text NOT NULL,
	"recurrence_id" text,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"all_day" boolean NOT NULL,
	"start_date" date,
	"end_date" date,
	"color_id" text,
	"busy" boolean NOT NULL,
	"steward_block_id" uuid,
	"etag" text,
	"sync_gen" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"credentials" text,
	"status" text DEFAULT 'ok' NOT NULL,
	"error" text,
	"last_synced_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"sync_scope" text,
	"sync_lease_until" timestamp with time zone,
	"sync_lease" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_id" uuid NOT NULL,
	"remote_id" text NOT NULL,
	"name" text NOT NULL,
	"provider_color_id" text,
	"color_id" text,
	"show" boolean DEFAULT true NOT NULL,
	"busy" boolean DEFAULT true NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"blocks_target" boolean DEFAULT false NOT NULL,
	"domain" text,
	"validators" jsonb,
	"sync_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "remote_id" text;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "remote_etag" text;--> statement-breakpoint
ALTER TABLE "calendar_instances" ADD CONSTRAINT "calendar_instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_instances" ADD CONSTRAINT "calendar_instances_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_instances_user_id_start_at_idx" ON "calendar_instances" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_instances_calendar_id_instance_id_key" ON "calendar_instances" USING btree ("calendar_id","instance_id");--> statement-breakpoint
CREATE INDEX "calendar_sources_user_id_idx" ON "calendar_sources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendars_user_id_idx" ON "calendars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_source_id_remote_id_key" ON "calendars" USING btree ("source_id","remote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_one_blocks_target" ON "calendars" USING btree ("user_id") WHERE "calendars"."blocks_target";--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE set null ON UPDATE no action;