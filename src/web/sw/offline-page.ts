/**
 * The page a navigation gets from the worker when the network fails and this browser keeps no signed-in user
 * (app-shell.ts, ADR 052): a plain statement that Steward is offline, with nothing of any user and nothing from the
 * cache. Built here, so it needs no script, stylesheet or font of the build.
 */

/** The page's title and heading. */
export const OFFLINE_HEADING = 'You are offline';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${OFFLINE_HEADING} · Steward</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
  background: #f8f5ee; color: #1c2430; font: 1rem/1.5 system-ui, sans-serif; }
main { max-width: 28rem; }
h1 { font-size: 1.5rem; color: #1f3a60; margin: 0 0 0.5rem; }
a { color: #1f3a60; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${OFFLINE_HEADING}</h1>
<p>Steward cannot reach the network. Once you have signed in on this device, your plan opens here without it.</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;

/** A new 503 answer holding the offline page, never stored by the browser. */
export function offlinePage(): Response {
  return new Response(HTML, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
