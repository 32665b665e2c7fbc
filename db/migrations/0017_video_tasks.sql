CREATE TABLE "video_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"job_id" uuid,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"probe" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
-- media_videos indexes stored videos only (where an import's video stands is its video_tasks row):
-- rows without a stored file, and all but a recipe's newest, go before the columns are required.
DELETE FROM "media_videos" WHERE "key" IS NULL OR "duration_ms" IS NULL OR "width" IS NULL OR "height" IS NULL OR "bytes" IS NULL;--> statement-breakpoint
DELETE FROM "media_videos" v USING "media_videos" newer
  WHERE newer."recipe_id" = v."recipe_id" AND (newer."created_at", newer."id") > (v."created_at", v."id");--> statement-breakpoint
DROP INDEX "media_videos_recipe_idx";--> statement-breakpoint
ALTER TABLE "media_videos" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ALTER COLUMN "duration_ms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ALTER COLUMN "height" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ALTER COLUMN "bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_tasks_recipe_key" ON "video_tasks" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "video_tasks_status_idx" ON "video_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_videos_recipe_key" ON "media_videos" USING btree ("recipe_id");--> statement-breakpoint
ALTER TABLE "media_videos" DROP COLUMN "source_url";--> statement-breakpoint
ALTER TABLE "media_videos" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "media_videos" DROP COLUMN "reason";