CREATE TABLE "ritual_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"completed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rituals" ADD COLUMN "minutes" jsonb;--> statement-breakpoint
ALTER TABLE "ritual_runs" ADD CONSTRAINT "ritual_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ritual_runs_user_id_type_date_key" ON "ritual_runs" USING btree ("user_id","type","date");