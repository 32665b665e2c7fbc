import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['validation/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
