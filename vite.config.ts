import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup, runnerImport } from 'vite';

type OutputBundle = Rollup.OutputBundle;

import { MEMBER_SHELLS_FILE } from './src/core/member-shell.ts';
import { precompressFolder } from './src/server/static.ts';

const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

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

/** The `<meta>` naming the list of chunks a browser downloads when idle (read by web/app/idle-prefetch.ts). */
const prefetchMetaName = 'steward-prefetch';

/**
 * Emits `files` (paths under the site's root) as a JSON asset named after `name` (hashed, so cached for good) and
 * returns its path: the list of ~100 chunks was a kilobyte of every member's no-store HTML (ADR 037).
 */
function emitPrefetchList(context: Rollup.PluginContext, name: string, files: readonly string[]): string {
  const reference = context.emitFile({ type: 'asset', name, source: JSON.stringify(files) });
  return `/${context.getFileName(reference)}`;
}

/** The chunks of `bundle` that `entry` loads at once: itself and its static imports, recursively. */
function staticClosure(bundle: OutputBundle, entry: string, into = new Set<string>()): Set<string> {
  const output = bundle[entry];
  if (into.has(entry) || output?.type !== 'chunk') return into;
  into.add(entry);
  for (const next of output.imports) staticClosure(bundle, next, into);
  return into;
}

/** The chunks `entry` may load later: everything reachable through dynamic imports that it does not load at once. */
function laterChunks(bundle: OutputBundle, entry: string): string[] {
  const initial = staticClosure(bundle, entry);
  const reachable = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (reachable.has(fileName) || output?.type !== 'chunk') return;
    reachable.add(fileName);
    for (const next of [...output.imports, ...output.dynamicImports]) visit(next);
  };
  visit(entry);
  return [...reachable].filter((fileName) => !initial.has(fileName)).map((fileName) => `/${fileName}`);
}

/**
 * Rewrites the built index.html (ADR 012): the stylesheet is inlined as a `<style>` (no render-blocking request
 * before the first paint), and every JavaScript chunk that the entry may load later is listed in a JSON file that
 * `<meta name="steward-prefetch">` names, so the member frame can download them when idle without running them.
 */
function shapeIndexHtml(): Plugin {
  return {
    name: 'steward:index-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file) => {
            const css = bundle[file];
            if (css?.type !== 'asset') return link;
            const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
            return `<style>${text}</style>`;
          },
        );
        return inlined.replace('</head>', `  <meta name="${prefetchMetaName}" content="">\n  </head>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('index.html'),
        );
        if (index?.type !== 'asset' || !entry) throw new Error('steward:index-html: no app entry');
        const list = emitPrefetchList(this, 'prefetch.json', laterChunks(bundle, entry.fileName));
        index.source = String(index.source).replace(
          `<meta name="${prefetchMetaName}" content="">`,
          `<meta name="${prefetchMetaName}" content="${list}">`,
        );
      },
    },
  };
}

/** The page a visitor reaches from the landing page, whose code the landing page prefetches when idle. */
const signInPageModule = '/features/auth/sign-in-page.tsx';

/**
 * The static landing page (ADR 022): landing.html is the built index.html (same head, inlined CSS) with the
 * landing page prerendered into `#root` (web/app/landing-markup.tsx, rendered here with React's server renderer)
 * and, instead of the app, the small script web/landing.ts. Its prefetch list is what the sign-in page needs (the
 * app's entry and the sign-in page's chunks). The server sends it to visitors without a session cookie.
 */
function staticLanding(): Plugin {
  let landingChunk = '';
  return {
    name: 'steward:landing',
    apply: 'build',
    buildStart() {
      landingChunk = this.emitFile({ type: 'chunk', id: join(webRoot, 'landing.ts'), name: 'landing' });
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        const entry = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('index.html'),
        );
        const signIn = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(signInPageModule),
        );
        if (index?.type !== 'asset' || !entry || !signIn) throw new Error('steward:landing: no app entry');
        const { module } = await runnerImport<{ landingMarkup: () => string }>(
          join(webRoot, 'app', 'landing-markup.tsx'),
          { configFile: false, root: webRoot, logLevel: 'error' },
        );
        const appInitial = staticClosure(bundle, entry.fileName);
        const prefetch = [...staticClosure(bundle, signIn.fileName, new Set(appInitial))];
        const script = `<script type="module" crossorigin src="/${this.getFileName(landingChunk)}"></script>`;
        const html = String(index.source)
          .replace(`<script type="module" crossorigin src="/${entry.fileName}"></script>`, script)
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(
            /<meta name="steward-prefetch" content="[^"]*">/,
            `<meta name="${prefetchMetaName}" content="${emitPrefetchList(
              this,
              'landing-prefetch.json',
              prefetch.map((file) => `/${file}`),
            )}">`,
          )
          .replace('<div id="root"></div>', `<div id="root">${module.landingMarkup()}</div>`);
        if (!html.includes(script) || html.includes(`src="/${entry.fileName}"`) || !html.includes('<main'))
          throw new Error('steward:landing: index.html is not shaped as expected');
        this.emitFile({ type: 'asset', fileName: 'landing.html', source: html });
      },
    },
  };
}

/** The member frame's and the daily overview's modules, whose chunks a member's HTML announces (ADR 036). */
const memberFrameModule = '/app/member-frame.tsx';
const overviewPageModule = '/features/daily-plans/daily-overview-page.tsx';
/** The schema modules of the overview's first requests: the plan, the day's events, the calendar sources. */
const overviewSchemaModules = [
  '/core/daily-plan.ts',
  '/core/calendar/events.ts',
  '/core/calendar/sources.ts',
];

/**
 * The first views of a member's pages (ADR 036): web/app/member-shell-markup.tsx rendered once with React's server
 * renderer into MEMBER_SHELLS_FILE, which the server reads to fill `#root` of the index.html it sends a signed-in
 * member (src/server/member-page.ts), with the chunks that the member frame and the daily overview load beyond the
 * entry, which the server lists in the page and the app preloads after the first paint (ADR 037).
 */
function memberShells(): Plugin {
  return {
    name: 'steward:member-shells',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { module } = await runnerImport<{ memberShells: () => Record<string, string> }>(
        join(webRoot, 'app', 'member-shell-markup.tsx'),
        { configFile: false, root: webRoot, logLevel: 'error' },
      );
      const chunkOf = (suffix: string) =>
        Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(suffix),
        )?.fileName;
      const entry = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('index.html'),
      );
      const frame = chunkOf(memberFrameModule);
      const overview = chunkOf(overviewPageModule);
      if (!entry || !frame || !overview) throw new Error('steward:member-shells: chunks not found');
      const initial = staticClosure(bundle, entry.fileName);
      const beyond = (fileName: string, known = new Set<string>()) =>
        [...staticClosure(bundle, fileName)].filter((file) => !initial.has(file) && !known.has(file));
      const member = beyond(frame);
      // The overview's own chunks, then the schemas its first three requests are parsed with (ADR 034), whose
      // preload Vite's import would otherwise add at once while the requests start (ADR 037).
      const known = new Set(member);
      const holding = (suffix: string) =>
        Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(suffix)),
        )?.fileName;
      const overviewFiles = [overview, ...overviewSchemaModules.map(holding)].flatMap((file) => {
        if (!file) throw new Error('steward:member-shells: an overview schema chunk is missing');
        const files = beyond(file, known);
        for (const name of files) known.add(name);
        return files;
      });
      const preload = { member, overview: overviewFiles };
      const source = `${JSON.stringify({ ...module.memberShells(), preload })}\n`;
      this.emitFile({ type: 'asset', fileName: MEMBER_SHELLS_FILE, source });
    },
  };
}

/** The runtime every page needs: React, the router and TanStack Query (the `vendor` chunk, ADR 012, 016). */
const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
/** Modules of those packages that only member pages use (writes), kept out of the entry (ADR 029). */
const memberOnlyVendorModules = /[\\/](mutationObserver|useMutation)\.js$/;

/** The landing page's icons, kept out of the member icons' group. */
const landingModules = /[\\/](calendar-check|notebook-pen|sunrise|target)\.m?js$/;

/** True for a module that matches `pattern` and is not part of the landing page. */
function memberOnly(id: string, pattern: RegExp): boolean {
  return pattern.test(id) && !landingModules.test(id);
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), shapeIndexHtml(), staticLanding(), memberShells(), precompress()],
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
            // One cacheable vendor chunk for the runtime every page needs (React, the router, TanStack Query);
            // TanStack Query's mutation hook stays with the member pages that change data (ADR 029).
            {
              name: 'vendor',
              test: (id: string) => vendorModules.test(id) && !memberOnlyVendorModules.test(id),
            },
            // Member pages' shared icons in one chunk instead of a 0.2 KB file each (an icon of one page only stays
            // in that page's chunk, ADR 022); the landing page's icons and their shared dependencies (lucide's
            // createLucideIcon) stay where the landing page gets them.
            {
              name: 'icons',
              test: (id: string) => memberOnly(id, /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/),
              includeDependenciesRecursively: false,
              minShareCount: 2,
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
