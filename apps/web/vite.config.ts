import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugin-precompress.ts';

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
  },
});
