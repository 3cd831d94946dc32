import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module keeps its tables beside its code (docs/decisions/018-feature-modules.md).
  schema: ['./server/platform/*/*.schema.ts', './server/features/*/*.schema.ts'],
  out: './server/db/migrations',
});
