import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to the bundler ("preserve"); tests of theme components compile it as it does.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/__tests__/*.test.ts', 'plugins/**/__tests__/*.test.ts'],
    environment: 'node',
  },
});
