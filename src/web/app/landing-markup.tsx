/**
 * The landing page as static HTML (ADR 022, 038): the build (vite.config.ts, plugin `steward:landing`) renders it once
 * into landing.html, which the server sends to a visitor without a session cookie, so that visitor's browser runs no
 * React at all. The tree is what RootLayout shows a signed-out visitor: the app shell around LandingPage, marked
 * as never hydrated (its buttons work from the start).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from '../features/home/landing-page.tsx';
import { StaticMarkup } from '../lib/use-hydrated.ts';
import { AppShell } from './app-shell.tsx';

/** The markup of `#root` on the landing page. */
export function landingMarkup(): string {
  return renderToStaticMarkup(
    <StaticMarkup value={true}>
      <MemoryRouter>
        <AppShell>
          <LandingPage />
        </AppShell>
      </MemoryRouter>
    </StaticMarkup>,
  );
}
