import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { kinwellContent } from './scripts/content/vite-plugin-content';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a two-core machine is half of them
    // (decision 063).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Each file opens its own app on its own database copy, so files share the loaded
          // modules instead of importing the server afresh: a third less time (decision 063).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), kinwellContent()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
    ],
  },
});
