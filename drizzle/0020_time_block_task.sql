ALTER TABLE "time_blocks" ADD COLUMN "task_date" date;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "task_group" text;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD COLUMN "task_index" integer;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_task_whole" CHECK (("time_blocks"."task_date" is null) = ("time_blocks"."task_group" is null) and ("time_blocks"."task_group" is null) = ("time_blocks"."task_index" is null));