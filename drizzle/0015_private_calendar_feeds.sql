CREATE TABLE "private_calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_requests" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_calendar_feeds" ADD CONSTRAINT "private_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_calendar_feeds_user_id_key" ON "private_calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_calendar_feeds_token_hash_key" ON "private_calendar_feeds" USING btree ("token_hash");