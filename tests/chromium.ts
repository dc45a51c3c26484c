/**
 * Debian's Chromium as the browser tests and the benchmarks launch it: its path (override with CHROMIUM_PATH) and
 * the flags this machine needs (no sandbox as root, no background traffic to networks that are closed here).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
