// vitest `globalSetup` for workspaces whose tests call `createTestDb`: migrate once per run.
import { prepareTestDatabaseTemplates } from './test-database-templates.ts';

export default prepareTestDatabaseTemplates;
