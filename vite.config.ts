import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

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

/** The modules landing.html loads (static imports, transitively). */
function landingModules(ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(join(webRoot, 'landing.html'));
  return seen;
}

/** 'start' for a module the app's entry loads at start, unless the landing page's script loads it too. */
function startChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (id === join(webRoot, 'main.tsx') || landingModules(ctx).has(id)) return null;
  return 'start';
}

/**
 * Chunks beside one per page: the runtime every page needs (React, the router, TanStack Query), the icons that
 * several chunks share, in one file instead of dozens of 0.2 KB requests (ADR 038), and the rest of what the
 * entry loads at start in one 'start' chunk rather than a dozen small ones, each a request on HTTP/1.1's few
 * connections (ADR 061).
 */
const groups = [
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+)[\\/]/,
  },
  { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
  { name: startChunk, tags: ['$initial' as const] },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

/**
 * The installable app (ADR 052): the web app manifest, and the service worker built from sw/sw.ts with the list of
 * files to precache injected: the build's scripts, styles and icons, and the app shell index.html (the same generic
 * page for every member, served by the worker only when the network fails), never the landing page (the server
 * decides between the app and the landing page) and never an API answer. The page registers the worker itself
 * (app/update-prompt.tsx).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: { globPatterns: ['**/*.{js,css,svg,png,woff2}', 'index.html'], rollupFormat: 'iife' },
  manifest: {
    id: '/',
    name: 'Steward',
    short_name: 'Steward',
    description: 'Plan each day around what matters most.',
    // The design tokens' primary (the favicon's navy) and background (styles.css).
    theme_color: '#1f3a60',
    background_color: '#f8f5ee',
    start_url: '/daily-overview',
    scope: '/',
    display: 'standalone',
    // Made from favicon.svg by `npm run icons` (pwa-assets.config.ts).
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

/**
 * sw.js precompressed like the rest of the build (ADR 012): vite-plugin-pwa builds the worker when the bundle is
 * closed, after `compression()` has run, so its .br and .gz are written here, after the worker (a sequential `post`
 * closeBundle), at the levels the compression plugin uses (brotli 11, gzip 9).
 */
function compressedWorker(): Plugin {
  return {
    name: 'steward:compressed-worker',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const worker = join(outDir, 'sw.js');
        const source = await readFile(worker);
        await writeFile(
          `${worker}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${worker}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}

/**
 * The browser's build, or with `--ssr` the server render's entry (ADR 062) into dist/server: the same plugins that
 * resolve the app's imports, none of the browser build's outputs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // Precompressed .br and .gz beside each text file, served by static.ts (ADR 012).
  plugins: [
    react(),
    tailwindcss(),
    pwa,
    ...(isSsrBuild ? [] : [staticLanding(), compression(), compressedWorker()]),
  ],
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true, // read by bench/web-bundle.ts and server/first-load.ts
        modulePreload: { polyfill: false }, // every supported browser has modulepreload
        rolldownOptions: {
          input: { index: `${webRoot}/index.html`, landing: `${webRoot}/landing.html` },
          output: { codeSplitting: { groups } },
        },
      },
  // The server entry carries its dependencies, tree-shaken: importing them from node_modules (every icon of
  // lucide-react, all of radix-ui) took seconds on the first render.
  ssr: { noExternal: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
