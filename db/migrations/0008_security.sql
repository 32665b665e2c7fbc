CREATE TABLE "recipe_shares" (
	"recipe_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"last_counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_shares_recipe_id_visitor_key_pk" PRIMARY KEY("recipe_id","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_shares" ADD CONSTRAINT "recipe_shares_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_shares_last_counted_idx" ON "recipe_shares" USING btree ("last_counted_at");