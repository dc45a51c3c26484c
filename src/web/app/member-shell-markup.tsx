/**
 * The first view of a signed-in member's page as static HTML templates (ADR 036): the build (vite.config.ts,
 * plugin `steward:member-shells`) renders them once with React's server renderer, and the server puts one into
 * `#root` of the index.html it sends a member (src/server/member-page.ts), so the browser paints the page's frame,
 * and on the daily overview its dated heading, before any script has run. React then renders the app in the
 * same place. Templates hold no user data: the overview's date is in placeholders (core/member-shell.ts) that
 * the server fills in.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { longDate } from '../../core/dates.ts';
import { SHELL_DATE_SLOT, SHELL_LONG_DATE_SLOT } from '../../core/member-shell.ts';
import { OverviewShell } from '../features/daily-plans/overview/overview-shell.tsx';
import { AppShell, PageLoading } from './app-shell.tsx';

/** The templates: any member page while its code loads, and today's daily overview while its plan loads. */
export interface MemberShells {
  page: string;
  overview: string;
}

/** A date the overview is rendered with and that its template then replaces by the slots. */
const SAMPLE_DATE = '1970-01-01';

function markup(children: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AppShell>{children}</AppShell>
    </MemoryRouter>,
  );
}

/** Replaces the one occurrence of `sample` in `html` by `slot`; throws unless there is exactly one. */
function slot(html: string, sample: string, replacement: string): string {
  const parts = html.split(sample);
  if (parts.length !== 2) throw new Error(`member shells: expected one ${sample}, found ${parts.length - 1}`);
  return parts.join(replacement);
}

/** Renders the member shells' templates. */
export function memberShells(): MemberShells {
  const overview = markup(<OverviewShell date={SAMPLE_DATE} />);
  return {
    page: markup(<PageLoading />),
    overview: slot(
      slot(overview, `dateTime="${SAMPLE_DATE}"`, `dateTime="${SHELL_DATE_SLOT}"`),
      longDate(SAMPLE_DATE),
      SHELL_LONG_DATE_SLOT,
    ),
  };
}
