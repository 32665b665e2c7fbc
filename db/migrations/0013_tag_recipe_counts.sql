CREATE TABLE "tag_recipe_counts" (
	"tag_id" uuid PRIMARY KEY NOT NULL,
	"recipe_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tag_recipe_counts" ADD CONSTRAINT "tag_recipe_counts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "tag_recipe_counts" ("tag_id", "recipe_count")
SELECT t."id", count(rt."recipe_id")::int FROM "tags" t LEFT JOIN "recipe_tags" rt ON rt."tag_id" = t."id" GROUP BY t."id";--> statement-breakpoint
CREATE FUNCTION "tags_start_recipe_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tag_recipe_counts" ("tag_id") VALUES (NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tags_start_recipe_count" AFTER INSERT ON "tags"
FOR EACH ROW EXECUTE FUNCTION "tags_start_recipe_count"();--> statement-breakpoint
-- Once per statement, whatever its number of links. Count rows are locked in tag order first, so
-- two statements changing the same tags never wait on each other in a circle. A row already gone
-- (its tag deleted in the same statement) is simply not updated.
CREATE FUNCTION "tag_recipe_counts_apply"(tag_ids uuid[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "tag_recipe_counts" WHERE "tag_id" = ANY(tag_ids) ORDER BY "tag_id" FOR UPDATE;
  UPDATE "tag_recipe_counts" c SET "recipe_count" = c."recipe_count" + d.delta
  FROM (
    SELECT change.tag_id, sum(change.delta)::int AS delta
    FROM unnest(tag_ids, deltas) AS change(tag_id, delta) GROUP BY change.tag_id
  ) d
  WHERE c."tag_id" = d.tag_id AND d.delta <> 0;
END $$;--> statement-breakpoint
CREATE FUNCTION "recipe_tags_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tag_recipe_counts_apply"(array_agg("tag_id"), array_agg(1)) FROM added;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "recipe_tags_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tag_recipe_counts_apply"(array_agg("tag_id"), array_agg(-1)) FROM removed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "recipe_tags_count_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tag_recipe_counts_apply"(array_agg(change.tag_id), array_agg(change.delta)) FROM (
    SELECT "tag_id", 1 AS delta FROM added UNION ALL SELECT "tag_id", -1 FROM removed
  ) change;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "recipe_tags_count_added" AFTER INSERT ON "recipe_tags"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "recipe_tags_count_added"();--> statement-breakpoint
CREATE TRIGGER "recipe_tags_count_removed" AFTER DELETE ON "recipe_tags"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "recipe_tags_count_removed"();--> statement-breakpoint
CREATE TRIGGER "recipe_tags_count_moved" AFTER UPDATE ON "recipe_tags"
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "recipe_tags_count_moved"();
