import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kinwellContent } from './scripts/content/vite-plugin-content';
import { signedInChunks } from './scripts/signed-in-chunks';

const chunks = signedInChunks();

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), kinwellContent(), chunks.plugin],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server names a signed-in screen's chunks in the app shell (server/lib/first-screen-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger files for the screens a signed-in visit starts on (scripts/signed-in-chunks.ts).
          groups: [
            {
              name: (id) => chunks.chunkOf(id),
              debugName: 'signed-in-chunks',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
