CREATE TABLE "recipe_view_hours" (
	"recipe_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "recipe_view_hours_recipe_id_hour_pk" PRIMARY KEY("recipe_id","hour"),
	CONSTRAINT "recipe_view_hours_views_positive" CHECK ("recipe_view_hours"."views" > 0)
);
--> statement-breakpoint
ALTER TABLE "recipe_view_hours" ADD CONSTRAINT "recipe_view_hours_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_view_hours_hour_idx" ON "recipe_view_hours" USING btree ("hour");