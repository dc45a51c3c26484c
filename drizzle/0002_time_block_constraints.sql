-- Time blocks: the database refuses an empty or inverted block and two overlapping blocks of one user (ADR 008).
-- Overlapping rows can only come from the racy read-then-insert check this replaces; every block overlapping an
-- earlier-created block of the same user is removed first (even when that earlier block is removed too: the
-- duplicates a race made are identical, chains are not expected), so the migration succeeds on an existing database.
-- Inverted rows are not removed: the API has always refused them, and deleting them here would not help (the
-- index build still evaluates tstzrange on the deleted row versions); if one exists, the CHECK stops the
-- migration with its name and everything is rolled back.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
DELETE FROM "time_blocks" AS "later" USING "time_blocks" AS "earlier"
WHERE "later"."user_id" = "earlier"."user_id"
  AND "later"."id" <> "earlier"."id"
  AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
  AND "later"."end_at" > "later"."start_at" AND "earlier"."end_at" > "earlier"."start_at"
  AND "later"."start_at" < "earlier"."end_at" AND "earlier"."start_at" < "later"."end_at";
--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_end_after_start" CHECK ("time_blocks"."end_at" > "time_blocks"."start_at");
--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&);
