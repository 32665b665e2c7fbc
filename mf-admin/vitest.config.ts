import { createVitestConfig } from '../config/vitest.base.ts';

export default createVitestConfig();
