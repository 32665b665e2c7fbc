import { type Database, schema, type Transaction } from '@viral/db';
import {
  autoTagDescription,
  DEFAULT_TAG_COLOR,
  isCategoryName,
  slugify,
  type Tag,
  type TagInput,
  tagColorFor,
  titleCase,
} from '@viral/domain';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ApiError, notFound } from '../http/api-error.ts';
import { writeAudit } from './audit.ts';
import { rebuildTagNames } from './tag-names.ts';

const { tags } = schema;
type TagRow = typeof tags.$inferSelect;
export const toApiTag = (tag: TagRow): Tag => ({ ...tag, created_at: tag.created_at.toISOString() });

function slugOrThrow(name: string): string {
  const slug = slugify(name);
  if (!slug) throw new ApiError(400, 'validation_failed', `Tag "${name}" needs at least one letter or digit`);
  return slug;
}

/** An imported recipe's tags: reuse by name (or slug), else create with palette colour and category flag. */
export async function findOrCreateTags(tx: Transaction, names: string[]): Promise<TagRow[]> {
  if (names.length === 0) return [];
  const wanted = names.map((name) => ({ name, slug: slugOrThrow(name) }));
  const lookup = () =>
    tx
      .select()
      .from(tags)
      .where(
        or(
          inArray(
            sql`lower(${tags.name})`,
            wanted.map((w) => w.name.toLowerCase()),
          ),
          inArray(
            tags.slug,
            wanted.map((w) => w.slug),
          ),
        ),
      );
  const find = (rows: TagRow[], w: { name: string; slug: string }) =>
    rows.find((row) => row.name.toLowerCase() === w.name.toLowerCase()) ??
    rows.find((row) => row.slug === w.slug);
  const existing = await lookup();
  const missing = wanted.filter((w) => !find(existing, w));
  if (missing.length > 0) {
    await tx
      .insert(tags)
      .values(
        missing.map(({ name, slug }) => ({
          name,
          slug,
          description: autoTagDescription(name),
          color: tagColorFor(name),
          is_category: isCategoryName(name),
        })),
      )
      .onConflictDoNothing();
  }
  const rows = missing.length > 0 ? await lookup() : existing;
  const found = wanted.flatMap((w) => find(rows, w) ?? []);
  return found.filter((tag, i) => found.findIndex((other) => other.id === tag.id) === i);
}

async function assertNameFree(db: Database | Transaction, name: string, slug: string, exceptId?: string) {
  const [clash] = await db
    .select({ name: tags.name })
    .from(tags)
    .where(
      and(
        or(eq(sql`lower(${tags.name})`, name.toLowerCase()), eq(tags.slug, slug)),
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new ApiError(409, 'tag_exists', `A tag named "${clash.name}" already exists`);
}

export async function createTag(db: Database, input: TagInput, actorUserId: string): Promise<Tag> {
  const name = titleCase(input.name);
  const slug = slugOrThrow(name);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, name, slug);
    const [row] = await tx
      .insert(tags)
      .values({
        name,
        slug,
        description: input.description || null,
        color: input.color ?? DEFAULT_TAG_COLOR,
        is_category: input.is_category ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'tag_exists', `A tag named "${name}" already exists`);
    await writeAudit(tx, actorUserId, 'tag.create', { id: row.id, name: row.name });
    return toApiTag(row);
  });
}

export async function updateTag(
  db: Database,
  id: string,
  input: TagInput,
  actorUserId: string,
): Promise<Tag> {
  const name = titleCase(input.name);
  const slug = slugOrThrow(name);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, name, slug, id);
    const [row] = await tx
      .update(tags)
      .set({
        name,
        slug,
        description: input.description || null,
        ...(input.color && { color: input.color }),
        ...(input.is_category !== undefined && { is_category: input.is_category }),
      })
      .where(eq(tags.id, id))
      .returning();
    if (!row) throw notFound('Tag');
    await rebuildTagNames(tx, sql`select recipe_id from recipe_tags where tag_id = ${id}`);
    await writeAudit(tx, actorUserId, 'tag.update', { id: row.id, name: row.name });
    return toApiTag(row);
  });
}

/** Deletes a tag and takes it off every recipe (links cascade; tag_names rebuilt first). */
export async function deleteTag(db: Database, id: string, actorUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [tag] = await tx.select().from(tags).where(eq(tags.id, id));
    if (!tag) throw notFound('Tag');
    await rebuildTagNames(tx, sql`select recipe_id from recipe_tags where tag_id = ${id}`, sql`t.id = ${id}`);
    await tx.delete(tags).where(eq(tags.id, id));
    await writeAudit(tx, actorUserId, 'tag.delete', { id: tag.id, name: tag.name });
  });
}
