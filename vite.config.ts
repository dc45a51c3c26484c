import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/**
 * landing.html, the static page a visitor without a session gets (ADR 022, 038): the landing page rendered once with
 * React's server renderer into its `#root`, and the stylesheet inlined, so it paints with the HTML alone.
 */
function staticLanding(): Plugin {
  return {
    name: 'steward:landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { path, bundle }) {
        if (path !== '/landing.html' || !bundle) return html;
        const { module } = await runnerImport<{ landingMarkup: () => string }>(
          `${webRoot}/app/landing-markup.tsx`,
          { configFile: false, root: webRoot, logLevel: 'error' },
        );
        const css = Object.values(bundle).find((file) => file.fileName.endsWith('.css'));
        if (css?.type !== 'asset') throw new Error('steward:landing: no stylesheet in the build');
        const style = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
        return {
          html: html.replace('<!--landing-->', module.landingMarkup()),
          tags: [{ tag: 'style', children: style, injectTo: 'head' }],
        };
      },
    },
  };
}

/**
 * Chunks beside one per page: the runtime every page needs (React, the router, TanStack Query), and the icons that
 * several chunks share, in one file instead of dozens of 0.2 KB requests (ADR 038).
 */
const groups = [
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]/,
  },
  { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

export default defineConfig({
  root: 'src/web',
  // Precompressed .br and .gz beside each text file, served by static.ts (ADR 012).
  plugins: [react(), tailwindcss(), staticLanding(), compression()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true, // read by bench/web-bundle.ts
    modulePreload: { polyfill: false }, // every supported browser has modulepreload
    rolldownOptions: {
      input: { index: `${webRoot}/index.html`, landing: `${webRoot}/landing.html` },
      output: { codeSplitting: { groups } },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
