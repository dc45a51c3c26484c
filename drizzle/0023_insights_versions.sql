CREATE TABLE "insights_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insights_versions" ADD CONSTRAINT "insights_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the owner's insights_versions row once per transaction, at commit, as calendar_version_bump does for the
-- calendar (migration 0009): deferred, so the row is the last lock a writing transaction takes; a user deleted in
-- the same transaction gets no row. ADR 056.
CREATE FUNCTION "insights_version_raise"(owner text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Already raised by this transaction: the row's xmin is this transaction's id.
	PERFORM 1 FROM insights_versions
		WHERE user_id = owner AND xmin::text = (txid_current() % 4294967296)::text;
	IF NOT FOUND THEN
		INSERT INTO insights_versions AS v (user_id)
			SELECT owner WHERE EXISTS (SELECT 1 FROM users WHERE id = owner)
			ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
	END IF;
END $$;
--> statement-breakpoint
-- For the tables with a user_id column.
CREATE FUNCTION "insights_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM insights_version_raise(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- For habit_entries, owned through their habit. A habit deleted with its entries raises the version itself.
CREATE FUNCTION "habit_entries_insights_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner text;
BEGIN
	SELECT user_id INTO owner FROM habits
		WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.habit_id ELSE NEW.habit_id END;
	IF owner IS NOT NULL THEN
		PERFORM insights_version_raise(owner);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "daily_plans_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "daily_plans"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insights_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "goals_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "goals"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insights_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ideal_weeks_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "ideal_weeks"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insights_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "habits_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "habits"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insights_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "habit_entries_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "habit_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "habit_entries_insights_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rituals_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "rituals"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insights_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ritual_runs_insights_version" AFTER INSERT OR UPDATE OR DELETE ON "ritual_runs"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "insights_version_bump"();
