import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DIFFICULTIES, slugify } from '@viral/domain';
import { describe, expect, it } from 'vitest';
import { demoRecipes, demoTags } from './index.ts';

const imageDir = fileURLToPath(new URL('../../demo-images/', import.meta.url));
const tagsByName = new Map(demoTags.map((tag) => [tag.name, tag]));
const HOURS_PER_DAY = 24;

describe('demo tags', () => {
  it('has at least 15 tags, 6 of them categories', () => {
    expect(demoTags.length).toBeGreaterThanOrEqual(15);
    expect(demoTags.filter((tag) => tag.is_category).length).toBeGreaterThanOrEqual(6);
  });

  it('has unique names, hex colours and descriptions', () => {
    expect(tagsByName.size).toBe(demoTags.length);
    for (const tag of demoTags) {
      expect(tag.color, tag.name).toMatch(/^#[0-9A-F]{6}$/i);
      expect(tag.description.length, tag.name).toBeGreaterThan(10);
    }
  });

  it('uses every tag in at least two recipes', () => {
    for (const tag of demoTags) {
      const uses = demoRecipes.filter((recipe) => recipe.tags.includes(tag.name)).length;
      expect(uses, tag.name).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('demo recipes', () => {
  it('has at least 40 recipes with unique slugs derived from their titles', () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demoRecipes.map((recipe) => recipe.slug)).size).toBe(demoRecipes.length);
    for (const recipe of demoRecipes) expect(recipe.slug).toBe(slugify(recipe.title));
  });

  it.each(demoRecipes.map((recipe) => [recipe.slug, recipe] as const))('%s is complete', (_slug, recipe) => {
    expect(recipe.title.trim()).not.toBe('');
    expect(recipe.description.length).toBeGreaterThan(40);
    expect(DIFFICULTIES).toContain(recipe.difficulty);
    expect(recipe.total_time).toBeGreaterThanOrEqual(recipe.prep_time + recipe.cook_time);
    expect(recipe.total_time).toBeGreaterThan(0);
    expect(recipe.servings).toBeGreaterThanOrEqual(1);
    expect(recipe.estimated_cost).toBeGreaterThan(0);
    expect(Math.round(recipe.estimated_cost * 100) / 100).toBe(recipe.estimated_cost);

    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(4);
    expect(recipe.ingredients.length).toBeLessThanOrEqual(12);
    for (const ingredient of recipe.ingredients) {
      expect(ingredient.name.trim()).not.toBe('');
      expect(ingredient.amount?.trim()).toBeTruthy();
    }

    expect(recipe.instructions.length).toBeGreaterThanOrEqual(4);
    expect(recipe.instructions.length).toBeLessThanOrEqual(8);
    expect(recipe.instructions.map((step) => step.step)).toEqual(recipe.instructions.map((_, i) => i + 1));
    for (const step of recipe.instructions) expect(step.description.trim()).not.toBe('');

    expect(recipe.tags.length).toBeGreaterThanOrEqual(4);
    expect(recipe.tags.length).toBeLessThanOrEqual(8);
    expect(new Set(recipe.tags).size).toBe(recipe.tags.length);
    for (const name of recipe.tags) expect(tagsByName.has(name), `unknown tag ${name}`).toBe(true);
    expect(recipe.tags.some((name) => tagsByName.get(name)?.is_category)).toBe(true);

    const { views, likes, shares, saves } = recipe.stats;
    expect(likes).toBeLessThanOrEqual(views);
    expect(shares).toBeLessThanOrEqual(likes);
    expect(saves).toBeLessThanOrEqual(views);
    expect(recipe.age_hours).toBeGreaterThan(0);
  });

  it('has enough fresh recipes for the trending and new lists', () => {
    expect(demoRecipes.filter((recipe) => recipe.age_hours < HOURS_PER_DAY).length).toBeGreaterThanOrEqual(6);
    expect(
      demoRecipes.filter((recipe) => recipe.age_hours < 7 * HOURS_PER_DAY).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('writes a cup in the number its amount asks for (2 cups, not 2 cup)', () => {
    const many = (amount: string) =>
      (amount.split('-').pop() ?? '')
        .trim()
        .split(' ')
        .reduce((sum, part) => {
          const [top, bottom = '1'] = part.split('/');
          return sum + Number(top) / Number(bottom);
        }, 0) > 1;
    const disagreeing = demoRecipes.flatMap((recipe) =>
      recipe.ingredients
        .filter(({ amount, unit }) => (unit === 'cup' || unit === 'cups') && amount)
        .filter(({ amount, unit }) => many(amount as string) !== (unit === 'cups'))
        .map(({ amount, unit }) => `${recipe.slug}: ${amount} ${unit}`),
    );
    expect(disagreeing).toEqual([]);
  });

  it('has no ties in views, so popularity rankings are stable', () => {
    expect(new Set(demoRecipes.map((recipe) => recipe.stats.views)).size).toBe(demoRecipes.length);
  });
});

describe('demo images', () => {
  it.each(demoRecipes.map((recipe) => [recipe.image] as const))(
    '%s exists and is a self-contained SVG',
    (image) => {
      const path = `${imageDir}${image}`;
      expect(existsSync(path)).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 1200 900"');
      expect(svg).not.toMatch(/<script|<foreignObject|<text|<image|@import|href="(?!#)/i);
      expect(statSync(path).size).toBeLessThan(10 * 1024);
    },
  );
});
