import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to the bundler ("preserve"); tests of theme components compile it as it does.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/__tests__/*.test.ts', 'plugins/**/__tests__/*.test.ts'],
    environment: 'node',
    // The machines that run these share two cores with builds: no test or hook may fail for waiting its turn.
    // Tests that start Chromium, a worker or the .NET SDK set longer limits of their own.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
