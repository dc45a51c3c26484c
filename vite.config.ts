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

/** The `<meta>` listing the chunks a signed-in member's browser downloads when idle (read by web/app/prefetch.ts). */
const prefetchMetaName = 'steward-prefetch';

/**
 * Rewrites the built index.html (ADR 012): the stylesheet is inlined as a `<style>` (no render-blocking request
 * before the first paint), and every JavaScript chunk that the entry does not load is listed in a
 * `<meta name="steward-prefetch">`, so the member frame can download them when idle without running them.
 */
function shapeIndexHtml(): Plugin {
  return {
    name: 'steward:index-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const initial = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (initial.has(fileName) || output?.type !== 'chunk') return;
          initial.add(fileName);
          for (const next of output.imports) visit(next);
        };
        visit(chunk.fileName);
        const later = Object.values(bundle)
          .filter((output) => output.type === 'chunk' && !initial.has(output.fileName))
          .map((output) => `/${output.fileName}`);
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file) => {
            const css = bundle[file];
            if (css?.type !== 'asset') return link;
            const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
            return `<style>${text}</style>`;
          },
        );
        return inlined.replace(
          '</head>',
          `  <meta name="${prefetchMetaName}" content="${later.join(' ')}">\n  </head>`,
        );
      },
    },
  };
}

/** The landing page's icons, kept out of the member icons' group. */
const landingModules = /[\\/](calendar-check|notebook-pen|sunrise|target)\.m?js$/;

/** True for a module that matches `pattern` and is not part of the landing page. */
function memberOnly(id: string, pattern: RegExp): boolean {
  return pattern.test(id) && !landingModules.test(id);
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), shapeIndexHtml(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry (ADR 016).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One cacheable vendor chunk for the runtime every page needs (React, the router, TanStack Query).
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            // Member pages' icons in one chunk instead of a 0.2 KB file each; the landing page's icons and their
            // shared dependencies (lucide's createLucideIcon) stay where the landing page gets them.
            {
              name: 'icons',
              test: (id: string) => memberOnly(id, /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/),
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
