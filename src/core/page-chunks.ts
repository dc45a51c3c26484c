/**
 * The name of the `<meta>` in which the server lists, in a member's index.html, the chunks of the page's code beyond
 * the entry (space-separated paths such as `/assets/member-frame-1a2b.js`); the app preloads them once the first
 * view is on screen (ADR 037). A module of its own, with no imports, so the app's entry can read it cheaply.
 */
export const PAGE_CHUNKS_META = 'steward-page-chunks';
