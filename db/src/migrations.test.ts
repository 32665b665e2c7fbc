import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db.ts';
import { selectRows } from './raw-rows.ts';
import { createTestDb, testDatabaseKinds } from './testing.ts';

const EXPECTED_TABLES = [
  'api_tokens',
  'app_settings',
  'audit_log',
  'import_items',
  'import_jobs',
  'media_images',
  'media_variants',
  'media_videos',
  'rate_limits',
  'recipe_interactions',
  'recipe_shares',
  'recipe_stats',
  'recipe_tags',
  'recipe_view_hours',
  'recipe_views',
  'recipes',
  'sessions',
  'tag_recipe_counts',
  'tags',
  'users',
  'video_tasks',
];

async function tableNames(handle: DbHandle): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

async function appliedMigrationCount(handle: DbHandle): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count ?? -1;
}

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(kind);
  });
  afterAll(() => handle.close());

  it('create every table of the schema on an empty database', async () => {
    expect(await tableNames(handle)).toEqual(EXPECTED_TABLES);
  });

  it('are a no-op when applied again', async () => {
    const before = await appliedMigrationCount(handle);
    await handle.migrate();
    expect(await appliedMigrationCount(handle)).toBe(before);
    expect(await tableNames(handle)).toEqual(EXPECTED_TABLES);
  });

  it('enable trigram matching and ranked full-text search', async () => {
    await handle.db.execute(
      sql`insert into recipes (slug, title, description) values ('t', 'Garlic Butter Noodles', 'Silky')`,
    );
    const rows = await selectRows<{ slug: string }>(
      handle.db,
      sql`select slug from recipes where title % 'Garlc Buter Nodles' and search_vector @@ websearch_to_tsquery('english', 'noodle')`,
    );
    expect(rows.map((r) => r.slug)).toEqual(['t']);
  });
});

describe('embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vr-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data and migrations across a restart', async () => {
    const first = await createDb({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into tags (name, slug) values ('Dinner', 'dinner')`);
    await first.close();

    const second = await createDb({ dataDir });
    await second.migrate();
    const rows = await selectRows<{ slug: string }>(second.db, sql`select slug from tags`);
    expect(rows.map((r) => r.slug)).toEqual(['dinner']);
    await second.close();
  });
});
