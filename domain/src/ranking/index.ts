export * from './candidate.ts';
export * from './seeded-random.ts';
export * from './sitewide.ts';
export * from './tag-explore.ts';
