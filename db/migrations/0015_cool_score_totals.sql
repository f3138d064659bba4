CREATE TABLE "cool_score_totals" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cool_score_totals" ADD CONSTRAINT "cool_score_totals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cool_score_totals_score" ON "cool_score_totals" USING btree ("score");--> statement-breakpoint
-- Written by hand after drizzle-kit's part: the totals follow every row of cool_score_events, whoever
-- writes it, in the same statement (an insert that conflicts and does nothing adds nothing).
CREATE FUNCTION "cool_score_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "cool_score_totals" SET "score" = "score" - OLD."points" WHERE "profile_id" = OLD."profile_id";
	END IF;
	IF TG_OP <> 'DELETE' THEN
		INSERT INTO "cool_score_totals" ("profile_id", "score") VALUES (NEW."profile_id", NEW."points")
		ON CONFLICT ("profile_id") DO UPDATE SET "score" = "cool_score_totals"."score" + EXCLUDED."score";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cool_score_totals_follow" AFTER INSERT OR DELETE OR UPDATE OF "profile_id", "points" ON "cool_score_events" FOR EACH ROW EXECUTE FUNCTION "cool_score_totals_follow"();--> statement-breakpoint
CREATE FUNCTION "cool_score_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "cool_score_totals";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cool_score_totals_clear" AFTER TRUNCATE ON "cool_score_events" FOR EACH STATEMENT EXECUTE FUNCTION "cool_score_totals_clear"();--> statement-breakpoint
-- After the trigger, which waited for every write in flight and holds off new ones until this commits:
-- the sum below then counts every event there is, once.
INSERT INTO "cool_score_totals" ("profile_id", "score") SELECT "profile_id", sum("points")::integer FROM "cool_score_events" GROUP BY "profile_id";
