ALTER TABLE "api_tokens" ADD COLUMN "scopes" text[] DEFAULT '{"read"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "folded" integer DEFAULT 0 NOT NULL;