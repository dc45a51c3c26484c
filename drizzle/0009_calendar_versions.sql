CREATE TABLE "calendar_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_versions" ADD CONSTRAINT "calendar_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the owner's calendar_versions row once per transaction, at commit (deferred: the row is the last lock a
-- writing transaction takes, so two writers of one user cannot deadlock on it). A user deleted in the same
-- transaction gets no row. ADR 031.
CREATE FUNCTION "calendar_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
	-- Already raised by this transaction: the row's xmin is this transaction's id.
	PERFORM 1 FROM calendar_versions
		WHERE user_id = owner AND xmin::text = (txid_current() % 4294967296)::text;
	IF NOT FOUND THEN
		INSERT INTO calendar_versions AS v (user_id)
			SELECT owner WHERE EXISTS (SELECT 1 FROM users WHERE id = owner)
			ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "time_blocks_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "time_blocks"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "calendar_instances_calendar_version" AFTER INSERT OR UPDATE OR DELETE ON "calendar_instances"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "calendars_calendar_version"
	AFTER INSERT OR DELETE OR UPDATE OF "show", "busy", "color_id", "provider_color_id", "domain" ON "calendars"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "calendar_version_bump"();
