CREATE TABLE "quarterly_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"quarter" text NOT NULL,
	"top_wins" jsonb NOT NULL,
	"reflection" text DEFAULT '' NOT NULL,
	"next_quarter_focus" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quarterly_reviews" ADD CONSTRAINT "quarterly_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quarterly_reviews_user_id_quarter_key" ON "quarterly_reviews" USING btree ("user_id","quarter");