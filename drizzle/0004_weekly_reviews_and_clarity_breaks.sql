CREATE TABLE "clarity_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"responses" jsonb NOT NULL,
	"action_items" jsonb NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clarity_breaks_score_range" CHECK ("clarity_breaks"."score" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "weekly_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"week_start_date" date NOT NULL,
	"biggest_wins" jsonb NOT NULL,
	"after_action_review" text DEFAULT '' NOT NULL,
	"weekly_big_three" jsonb NOT NULL,
	"weekly_big_three_goal_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clarity_breaks" ADD CONSTRAINT "clarity_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reviews" ADD CONSTRAINT "weekly_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clarity_breaks_user_id_date_idx" ON "clarity_breaks" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reviews_user_id_week_start_date_key" ON "weekly_reviews" USING btree ("user_id","week_start_date");