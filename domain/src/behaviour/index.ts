export * from './behaviour-record.ts';
export * from './feed-preference-schema.ts';
export * from './feed-preferences.ts';
export * from './preference-vocabulary.ts';
export * from './stored-behaviour.ts';
