import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser smoke tests against the real server; paths resolve from the repo root, whatever the cwd. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One server, one browser per file; files in parallel would only compete for CPU.
    fileParallelism: false,
  },
});
