import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/__tests__/*.test.ts', 'plugins/**/__tests__/*.test.ts'],
    environment: 'node',
  },
});
