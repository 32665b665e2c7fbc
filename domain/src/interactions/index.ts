export * from './feed-preference-schema.ts';
export * from './feed-preferences.ts';
export * from './interaction-record.ts';
export * from './preference-vocabulary.ts';
export * from './stored-interaction-record.ts';
