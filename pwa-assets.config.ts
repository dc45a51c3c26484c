/**
 * The app's icons for the web app manifest and iOS's home screen (ADR 052), made from the favicon by
 * `npm run icons` (@vite-pwa/assets-generator) and committed beside it in src/web/public. The maskable icon and the
 * Apple touch icon sit on the brand's navy (the manifest's theme colour), so no launcher shows a white frame.
 */
import { defineConfig } from '@vite-pwa/assets-generator/config';

const navy = '#1f3a60';

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [192, 512], favicons: [] },
    maskable: { sizes: [512], resizeOptions: { background: navy } },
    apple: { sizes: [180], resizeOptions: { background: navy } },
  },
  images: ['src/web/public/favicon.svg'],
});
