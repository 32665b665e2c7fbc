import { createVitestConfig } from '../config/vitest.base.ts';

// Request handlers and timers of one file reached the next when they shared a jsdom.
export default createVitestConfig({ shareEnvironment: false });
