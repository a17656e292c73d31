import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Builds the web app into web/dist, which the API server serves with an index.html fallback. */
export default defineConfig({
  root,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // The API lives under /touchline (API_PREFIX); `npm run dev` runs it on PORT (8080).
    proxy: { '/touchline': `http://localhost:${process.env.PORT || 8080}` },
  },
});
