DROP INDEX "recipes_id_difficulty_idx";--> statement-breakpoint
CREATE INDEX "recipes_id_filters_idx" ON "recipes" USING btree ("id","difficulty","total_time","estimated_cost");--> statement-breakpoint
CREATE INDEX "recipe_stats_recipe_trending_idx" ON "recipe_stats" USING btree ("recipe_id","trending_score");