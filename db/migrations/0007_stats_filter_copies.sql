DROP INDEX "recipe_stats_trending_idx";--> statement-breakpoint
ALTER TABLE "recipe_stats" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "recipe_stats" ADD COLUMN "total_time" integer;--> statement-breakpoint
ALTER TABLE "recipe_stats" ADD COLUMN "estimated_cost" numeric(10, 2);--> statement-breakpoint
UPDATE "recipe_stats" s SET "difficulty" = r."difficulty", "total_time" = r."total_time", "estimated_cost" = r."estimated_cost"
FROM "recipes" r WHERE r."id" = s."recipe_id";--> statement-breakpoint
-- A new stats row takes its recipe's filters; a recipe whose filters change passes them on.
CREATE FUNCTION "recipe_stats_take_filters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r."difficulty", r."total_time", r."estimated_cost"
    INTO NEW."difficulty", NEW."total_time", NEW."estimated_cost"
    FROM "recipes" r WHERE r."id" = NEW."recipe_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "recipe_stats_take_filters" BEFORE INSERT ON "recipe_stats"
FOR EACH ROW EXECUTE FUNCTION "recipe_stats_take_filters"();--> statement-breakpoint
CREATE FUNCTION "recipes_pass_filters_to_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "recipe_stats" SET "difficulty" = NEW."difficulty", "total_time" = NEW."total_time",
    "estimated_cost" = NEW."estimated_cost"
  WHERE "recipe_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "recipes_pass_filters_to_stats" AFTER UPDATE OF "difficulty", "total_time", "estimated_cost" ON "recipes"
FOR EACH ROW WHEN (OLD."difficulty" IS DISTINCT FROM NEW."difficulty" OR OLD."total_time" IS DISTINCT FROM NEW."total_time"
  OR OLD."estimated_cost" IS DISTINCT FROM NEW."estimated_cost")
EXECUTE FUNCTION "recipes_pass_filters_to_stats"();--> statement-breakpoint
CREATE INDEX "recipe_stats_trending_filters_idx" ON "recipe_stats" USING btree ("trending_score" DESC NULLS FIRST,"recipe_id","difficulty","total_time","estimated_cost");
