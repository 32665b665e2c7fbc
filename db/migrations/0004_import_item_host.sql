DROP INDEX "import_items_status_idx";--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "import_items_status_idx" ON "import_items" USING btree ("status","host");