export * from './accounts.ts';
export * from './catalogue.ts';
export * from './imports.ts';
export * from './interactions.ts';
export * from './media.ts';
export * from './rate-limits.ts';
export * from './video-tasks.ts';
