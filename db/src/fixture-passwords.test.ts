import { describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords.ts';
import { FIXTURE_PASSWORD_COST, hashFixturePassword } from './testing.ts';

describe('fixture passwords', () => {
  it("carry their own cost, which the product's check reads back", async () => {
    const hash = await hashFixturePassword('fixture password');
    const { N, r, p } = FIXTURE_PASSWORD_COST;
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(await verifyPassword('fixture password', hash)).toBe(true);
    expect(await verifyPassword('fixture passwore', hash)).toBe(false);
  });
});
