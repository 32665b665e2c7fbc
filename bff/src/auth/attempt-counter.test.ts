import type { DbHandle } from '@viral/db';
import { createTestDb, testDatabaseKinds } from '@viral/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttemptCounter } from './attempt-counter.ts';

describe.each(testDatabaseKinds())('attempt counter on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db.close());

  it('gives each of many hits at once on a new key its own number', async () => {
    const counter = createAttemptCounter(db.db, 60_000);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit('burst')));
    expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts again after the window and keeps the window while it runs', async () => {
    const counter = createAttemptCounter(db.db, 60_000);
    const start = new Date();
    await counter.hit('window', start);
    const second = await counter.hit('window', new Date(start.getTime() + 30_000));
    expect(second).toEqual({ count: 2, msLeft: 30_000 });
    expect(await counter.hit('window', new Date(start.getTime() + 61_000))).toEqual({
      count: 1,
      msLeft: 60_000,
    });
  });

  it('gives back one hit, and forgets the key when cleared', async () => {
    const counter = createAttemptCounter(db.db, 60_000);
    await counter.hit('refund');
    await counter.hit('refund');
    await counter.refund('refund');
    expect((await counter.hit('refund')).count).toBe(2);
    await counter.clear('refund');
    expect((await counter.hit('refund')).count).toBe(1);
  });
});
