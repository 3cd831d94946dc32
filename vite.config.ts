import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kinwellContent } from './scripts/content/vite-plugin-content';

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss(), kinwellContent()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server names a signed-in screen's chunks in the app shell (server/lib/first-screen-hints.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
