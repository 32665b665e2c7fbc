ALTER TABLE "recipe_stats" ADD COLUMN "created_epoch" double precision DEFAULT extract(epoch from now()) NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_stats" ADD COLUMN "trending_score" double precision GENERATED ALWAYS AS (log(greatest("views" + 10 * "likes" + 15 * "shares" + 12 * "saves", 1)::double precision) + "created_epoch" / 259200.0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_tag_names_trgm_idx" ON "recipes" USING gin ("tag_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_difficulty_total_time_idx" ON "recipes" USING btree ("difficulty","total_time");--> statement-breakpoint
CREATE INDEX "recipe_stats_trending_idx" ON "recipe_stats" USING btree ("trending_score" DESC NULLS LAST,"recipe_id");--> statement-breakpoint
ALTER TABLE "recipe_stats" ADD CONSTRAINT "recipe_stats_nonnegative" CHECK ("recipe_stats"."views" >= 0 and "recipe_stats"."likes" >= 0 and "recipe_stats"."shares" >= 0 and "recipe_stats"."saves" >= 0);