ALTER TABLE "media_images" ADD COLUMN "formats" jsonb DEFAULT '["avif","webp","jpeg"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "source" "bytea";--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "finish_claimed_at" timestamp with time zone;