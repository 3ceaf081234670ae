import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugin-precompress.ts';

const DOMAIN_SOURCE = '/packages/domain/src/';

/**
 * @bodega/domain is pure for the web app, its entry included: what a chunk does not use is dropped.
 * Its one side effect, zod's Spanish messages, would otherwise bring zod into the first load of
 * every page (any import of a route rule or a title from the domain's entry runs it); the app
 * installs them itself where zod is first needed (`installSpanishZodMessages` from
 * `@bodega/domain/zod-locale`, at the lazy boundaries of app/router.tsx and of the login page).
 */
function isNotPureDomainModule(id: string): boolean {
  return !id.includes(DOMAIN_SOURCE);
}

// The API runs on port 3000 in development; in production the server serves dist/ itself.
export default defineConfig({
  // precompress: .br and .gz beside each text file of the build, served as they are.
  plugins: [react(), precompress()],
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
      // Without this the whole domain (GS1 tables included) rides in the first load.
      treeshake: { moduleSideEffects: isNotPureDomainModule },
    },
  },
});
