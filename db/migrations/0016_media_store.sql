CREATE TABLE "media_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"source_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"key" text,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"bytes" bigint,
	"poster_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_videos_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "media_variants" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_poster_hash_media_images_hash_fk" FOREIGN KEY ("poster_hash") REFERENCES "public"."media_images"("hash") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_videos_recipe_idx" ON "media_videos" USING btree ("recipe_id");--> statement-breakpoint
-- A stored image is kept while a recipe shows it or a video has it as its poster.
CREATE OR REPLACE FUNCTION media_images_drop_orphan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media_images m
  WHERE m.hash = OLD.stored_image->>'hash'
    AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.stored_image->>'hash' = m.hash)
    AND NOT EXISTS (SELECT 1 FROM media_videos v WHERE v.poster_hash = m.hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION media_posters_drop_orphan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media_images m
  WHERE m.hash = OLD.poster_hash
    AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.stored_image->>'hash' = m.hash)
    AND NOT EXISTS (SELECT 1 FROM media_videos v WHERE v.poster_hash = m.hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER media_videos_drop_orphan_poster_on_delete AFTER DELETE ON media_videos
  FOR EACH ROW WHEN (OLD.poster_hash IS NOT NULL)
  EXECUTE FUNCTION media_posters_drop_orphan();
--> statement-breakpoint
CREATE TRIGGER media_videos_drop_orphan_poster_on_update AFTER UPDATE OF poster_hash ON media_videos
  FOR EACH ROW WHEN (OLD.poster_hash IS NOT NULL AND OLD.poster_hash IS DISTINCT FROM NEW.poster_hash)
  EXECUTE FUNCTION media_posters_drop_orphan();
--> statement-breakpoint
CREATE INDEX "media_videos_poster_idx" ON "media_videos" USING btree ("poster_hash");
