DROP INDEX "recipe_tags_tag_id_idx";--> statement-breakpoint
DROP INDEX "recipes_difficulty_total_time_idx";--> statement-breakpoint
DROP INDEX "recipes_created_at_idx";--> statement-breakpoint
DROP INDEX "recipe_stats_trending_idx";--> statement-breakpoint
CREATE INDEX "recipe_tags_tag_recipe_idx" ON "recipe_tags" USING btree ("tag_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_search_filters_idx" ON "recipes" USING btree ("difficulty","total_time","estimated_cost","id");--> statement-breakpoint
CREATE INDEX "recipes_id_difficulty_idx" ON "recipes" USING btree ("id","difficulty");--> statement-breakpoint
CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recipe_stats_trending_idx" ON "recipe_stats" USING btree ("trending_score" DESC NULLS FIRST,"recipe_id");