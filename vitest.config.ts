import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'domain/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'server/test/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/test/**/*.test.ts',
    ],
    globalSetup: ['server/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
