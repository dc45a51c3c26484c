-- A feed subscribed more than once before this index: the oldest subscription stays, later copies go with their
-- calendars and mirrored events (a feed is read-only, so no time block lives in them; their blocks keep
-- existing in Steward with calendar_id set null).
DELETE FROM "calendar_sources" later USING "calendar_sources" earlier
	WHERE later."kind" = 'ics' AND earlier."kind" = 'ics' AND later."user_id" = earlier."user_id"
		AND later."url" = earlier."url"
		AND (later."created_at", later."id") > (earlier."created_at", earlier."id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_one_ics_url" ON "calendar_sources" USING btree ("user_id","url") WHERE "calendar_sources"."kind" = 'ics';
