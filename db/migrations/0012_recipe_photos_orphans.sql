-- A stored photo no recipe refers to any more is deleted with its variants (media_variants
-- cascades), whichever way its last recipe went: a delete, a purge, or a new photo.
CREATE FUNCTION media_images_drop_orphan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM media_images m
  WHERE m.hash = OLD.stored_image->>'hash'
    AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.stored_image->>'hash' = m.hash);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_drop_orphan_media_on_delete AFTER DELETE ON recipes
  FOR EACH ROW WHEN (OLD.stored_image IS NOT NULL)
  EXECUTE FUNCTION media_images_drop_orphan();
--> statement-breakpoint
CREATE TRIGGER recipes_drop_orphan_media_on_update AFTER UPDATE OF stored_image ON recipes
  FOR EACH ROW WHEN (OLD.stored_image IS NOT NULL
    AND (NEW.stored_image IS NULL OR OLD.stored_image->>'hash' <> NEW.stored_image->>'hash'))
  EXECUTE FUNCTION media_images_drop_orphan();
