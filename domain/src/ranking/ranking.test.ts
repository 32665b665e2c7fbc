import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, type RankingCandidate } from './candidate.ts';
import { seededRandom } from './seeded-random.ts';
import {
  localHourIn,
  orderSitewideFeed,
  popularityScore,
  sitewideScore,
  type VisitorProfile,
} from './sitewide.ts';
import { orderTagExploreFeed, tagExploreScore } from './tag-explore.ts';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const stats = (views: number, likes = 0, shares = 0, saves = 0) => ({ views, likes, shares, saves });
const candidate = (id: string, extra: Partial<RankingCandidate> = {}): RankingCandidate => ({
  id,
  created_at: daysAgo(60),
  difficulty: null,
  stats: stats(0),
  tag_names: [],
  category_names: [],
  ...extra,
});
const neutralVisitor: VisitorProfile = {
  chosenCategories: [],
  recentlyViewed: new Map(),
  likedIds: new Set(),
  difficultyWeights: {},
  tagPreferenceWeights: {},
  localHour: null,
  totalViews: 0,
};

describe('tagExploreScore', () => {
  it('weighs views 1, likes 15, shares 25, saves 20 plus 10 per day under 30 days old', () => {
    // 100 + 10*15 + 2*25 + 3*20 = 360, plus (30 - 10) * 10 = 200
    expect(tagExploreScore(stats(100, 10, 2, 3), daysAgo(10), now)).toBe(560);
    expect(tagExploreScore(stats(100, 10, 2, 3), daysAgo(40), now)).toBe(360);
  });
});

describe('orderTagExploreFeed', () => {
  const feed = [
    candidate('d', { stats: stats(50) }),
    candidate('a', { stats: stats(300) }),
    candidate('c', { stats: stats(150) }),
    candidate('b', { stats: stats(250) }),
  ];

  it('puts the thirds of the top score in order: >= 2/3, >= 1/3, the rest', () => {
    for (const seed of [1, 2, 3, 4]) {
      const ids = orderTagExploreFeed(feed, { now, random: seededRandom(seed) }).map((c) => c.id);
      expect(new Set(ids.slice(0, 2))).toEqual(new Set(['a', 'b']));
      expect(ids.slice(2)).toEqual(['c', 'd']);
    }
  });

  it('moves recently viewed recipes to the end of their bucket', () => {
    for (const seed of [1, 2, 3, 4]) {
      const ids = orderTagExploreFeed(feed, {
        now,
        random: seededRandom(seed),
        recentlyViewedIds: new Set(['a']),
      });
      expect(ids.map((c) => c.id)).toEqual(['b', 'a', 'c', 'd']);
    }
  });
});

describe('sitewideScore', () => {
  const recipe = candidate('r', {
    created_at: daysAgo(2),
    difficulty: 'easy',
    stats: stats(1000, 50, 10, 20),
    tag_names: ['Dinner', 'Italian', 'Garlic'],
    category_names: ['Dinner', 'Italian'],
  });

  it('logs popularity (views 0.1, likes 2, shares 3, saves 2.5) and scales it by 10', () => {
    // 1000*0.1 + 50*2 + 10*3 + 20*2.5 = 280
    expect(popularityScore(recipe.stats)).toBeCloseTo(Math.log(281) * 10, 10);
  });

  it('adds every personal rule to the popularity score', () => {
    const visitor: VisitorProfile = {
      chosenCategories: ['italian', 'Vegan'],
      recentlyViewed: new Map([['r', new Date(now.getTime() - 30 * HOUR_MS)]]),
      likedIds: new Set(['r']),
      difficultyWeights: { easy: 3 },
      tagPreferenceWeights: { mealTypes: { dinner: 4, lunch: 9 }, cuisineTypes: { italian: 2.5 } },
      localHour: 18,
      totalViews: 3,
    };
    // popularity + freshness (5 - 2) + new bonus 10 + one chosen category 25 - viewed 30 h ago 10
    // + easy weight 3 x 2 + dinner and italian weights 4 + 2.5 + dinner at 18h 15 + liked before 5
    const expected = Math.log(281) * 10 + 3 + 10 + 25 - 10 + 6 + 6.5 + 15 + 5;
    expect(sitewideScore(recipe, visitor, now, () => 0.5)).toBeCloseTo(expected, 10);
  });

  it('bounds the preference bonuses: each weight at most 20, the tag families together at most 30', () => {
    const base = sitewideScore(recipe, neutralVisitor, now, () => 0.5);
    const strong: VisitorProfile = {
      ...neutralVisitor,
      difficultyWeights: { easy: 9_000 },
      tagPreferenceWeights: { mealTypes: { dinner: 500 }, cuisineTypes: { italian: 20 } },
    };
    // easy capped at 20, x2 = 40; dinner capped at 20 + italian 20 = 40, bounded to 30
    expect(sitewideScore(recipe, strong, now, () => 0.5) - base).toBeCloseTo(40 + 30, 10);
  });

  it('penalises a view under 24 h by 20 and adds up to 10 of variety after more than 5 views', () => {
    const base = sitewideScore(recipe, neutralVisitor, now, () => 0.5);
    const viewedToday = {
      ...neutralVisitor,
      recentlyViewed: new Map([['r', new Date(now.getTime() - HOUR_MS)]]),
    };
    expect(sitewideScore(recipe, viewedToday, now, () => 0.5)).toBeCloseTo(base - 20, 10);
    expect(sitewideScore(recipe, { ...neutralVisitor, totalViews: 6 }, now, () => 0.5)).toBeCloseTo(
      base + 5,
      10,
    );
    expect(sitewideScore(recipe, { ...neutralVisitor, totalViews: 5 }, now, () => 0.5)).toBeCloseTo(base, 10);
  });

  it('gives the meal-time bonus only inside the meal window of a matching tag', () => {
    const at = (hour: number) => sitewideScore(recipe, { ...neutralVisitor, localHour: hour }, now, () => 0);
    expect(at(17) - at(16)).toBe(15);
    expect(at(22)).toBe(at(16));
  });
});

describe('orderSitewideFeed', () => {
  const candidates = Array.from({ length: 10 }, (_, i) =>
    candidate(`r${i}`, { stats: stats(10_000 - i * 1000) }),
  );
  const rankOf = (id: string) => Number(id.slice(1));

  it('interleaves the shuffled top 30%, middle 40% and bottom 30%', () => {
    for (const seed of [7, 8, 9]) {
      const ids = orderSitewideFeed(candidates, neutralVisitor, now, seededRandom(seed)).map((c) => c.id);
      expect([...ids].sort()).toEqual(candidates.map((c) => c.id).sort());
      const bucketOf = (id: string) => (rankOf(id) < 3 ? 'top' : rankOf(id) < 7 ? 'middle' : 'bottom');
      expect(ids.slice(0, 9).map(bucketOf)).toEqual([
        ...['top', 'middle', 'bottom'],
        ...['top', 'middle', 'bottom'],
        ...['top', 'middle', 'bottom'],
      ]);
      expect(bucketOf(ids[9] as string)).toBe('middle');
    }
  });

  it('is repeatable for a seed and varies between seeds', () => {
    const order = (seed: number) =>
      orderSitewideFeed(candidates, neutralVisitor, now, seededRandom(seed)).map((c) => c.id);
    expect(order(42)).toEqual(order(42));
    expect(new Set([1, 2, 3, 4, 5].map((seed) => order(seed).join())).size).toBeGreaterThan(1);
  });
});

describe('localHourIn', () => {
  it('reads the hour in the visitor’s time zone and ignores unknown zones', () => {
    expect(localHourIn('America/New_York', now)).toBe(7);
    expect(localHourIn('Asia/Tokyo', now)).toBe(21);
    expect(localHourIn('Mars/Olympus_Mons', now)).toBeNull();
    expect(localHourIn(undefined, now)).toBeNull();
  });
});
