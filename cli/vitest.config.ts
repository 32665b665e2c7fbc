import { defineConfig } from 'vitest/config';

// The binary tests spawn node processes on a shared 2-core machine: allow for a slow start.
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 90_000 },
});
