CREATE TABLE "media_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"placeholder" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "media_variants_hash_width_format_pk" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "stored_image" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "image_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "image_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_media_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_images"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_stored_image_hash_idx" ON "recipes" USING btree (("stored_image"->>'hash'));