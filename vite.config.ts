import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressFolder } from './src/server/static.ts';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** Writes .br and .gz beside every text file of the build, so the server never compresses per request (ADR 012). */
function precompress(): Plugin {
  return {
    name: 'steward:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir, emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
