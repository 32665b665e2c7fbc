import type { PurgeCounts, PurgeTarget } from '@viral/domain';

export type PurgeOperation = {
  target: PurgeTarget;
  name: string;
  description: string;
  count: (counts: PurgeCounts) => number;
  safety: string[];
};

/** The five purge cards of System Utilities; PURGE EVERYTHING runs stats, recipes, tags. */
export const PURGE_OPERATIONS: PurgeOperation[] = [
  {
    target: 'recipes',
    name: 'Purge All Recipes',
    description: 'Deletes every recipe with its tag links, stats and interactions.',
    count: (c) => c.recipes,
    safety: ['Tags are kept', 'Admin accounts and sessions are never touched', 'Cannot be undone'],
  },
  {
    target: 'tags',
    name: 'Purge All Tags',
    description: 'Deletes every tag and category and removes them from all recipes.',
    count: (c) => c.tags,
    safety: ['Recipes are kept, without tags', 'Admin accounts are never touched', 'Cannot be undone'],
  },
  {
    target: 'categories',
    name: 'Purge Categories Only',
    description: 'Deletes the tags flagged as categories; regular tags stay.',
    count: (c) => c.categories,
    safety: ['Regular tags and recipes are kept', 'Admin accounts are never touched', 'Cannot be undone'],
  },
  {
    target: 'stats',
    name: 'Purge All Stats',
    description: 'Resets views, likes, shares and saves to zero and deletes every interaction.',
    count: (c) => c.recipe_stats + c.interactions,
    safety: ['Recipes and tags are kept', 'Each recipe keeps a zeroed stats row', 'Cannot be undone'],
  },
  {
    target: 'everything',
    name: 'PURGE EVERYTHING',
    description: 'Runs Purge All Stats, then Purge All Recipes, then Purge All Tags.',
    count: (c) => c.recipes + c.tags + c.recipe_stats + c.interactions,
    safety: [
      'Leaves an empty catalogue',
      'Admin accounts and sessions are never touched',
      'Cannot be undone',
    ],
  },
];
