import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const DOMAIN_SOURCE = '/packages/domain/src/';
const DOMAIN_SIDE_EFFECTS = ['/packages/domain/src/index.ts', '/packages/domain/src/zod-locale.ts'];

function isNotPureDomainModule(id: string): boolean {
  return !id.includes(DOMAIN_SOURCE) || DOMAIN_SIDE_EFFECTS.some((file) => id.endsWith(file));
}

// The API runs on port 3000 in development; in production the server serves dist/ itself.
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // @bodega/domain is pure apart from its entry, which installs zod's Spanish messages, so
      // what a chunk does not use can be dropped; without this the whole domain (GS1 tables
      // included) rides in the first load. (A `sideEffects` list in the domain's package.json
      // would say the same.)
      treeshake: { moduleSideEffects: isNotPureDomainModule },
    },
  },
});
