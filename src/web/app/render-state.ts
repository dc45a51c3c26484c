/**
 * What a server render hands the browser (ADR 062): the query cache (TanStack Query's dehydrated state), the
 * router's loader data, the instant and the time zone the page was rendered in. It travels as JSON in a
 * `<script type="application/json">`, which the browser does not run (the CSP's `script-src 'self'` stays).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { TIME_ZONE_COOKIE } from '../../core/time-zone.ts';
import { browserTimeZone } from '../lib/api.ts';

/** The state of one server render. `now` is a UTC instant in ms; `timeZone` an IANA name. */
export interface RenderState {
  queries: DehydratedState;
  router: HydrationState;
  now: number;
  timeZone: string;
}

const ELEMENT_ID = 'steward-render';

/** The `<script>` element carrying `state`; `<` is escaped so no text in the data can close the element. */
export function renderStateScript(state: RenderState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The state of the server render this page came with, or null for a page the browser renders itself. */
export function readRenderState(): RenderState | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as RenderState) : null;
}

/** Writes the browser's zone in the cookie the server renders by (a year; the app writes it at every start). */
export function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (zone)
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, written once per page load.
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
