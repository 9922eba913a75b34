import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['server', 'client', 'e2e'],
  },
});
