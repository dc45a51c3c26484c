import { describe, expect, it } from 'vitest';
import { fillOverviewShell } from '../../core/member-shell.ts';
import { memberShells } from './member-shell-markup.tsx';

describe('memberShells', () => {
  const shells = memberShells();

  it('renders any member page as the app shell around a busy main area', () => {
    expect(shells.page).toMatch(/^<div class="flex min-h-dvh flex-col"><a href="#main"/);
    expect(shells.page).toContain('<main id="main" tabindex="-1"');
    expect(shells.page).toContain('aria-busy="true"');
  });

  it("renders today's overview with its heading, the plan's skeletons and no actions that need the plan", () => {
    const html = fillOverviewShell(shells.overview, '2026-11-26');
    expect(html).toContain('Daily Overview');
    expect(html).toMatch(/<h1 [^>]*><time dateTime="2026-11-26">Thursday, November 26, 2026<\/time><\/h1>/);
    expect(html).toContain('Loading your daily plan...');
    for (const label of ['Previous day', 'Next day', 'Home', 'Start Over']) expect(html).toContain(label);
    for (const label of ['Download PDF', 'Finish', 'Today<']) expect(html).not.toContain(label);
    expect(html).not.toContain('{{');
    for (const label of ['Previous day', 'Next day']) {
      expect(html).toMatch(
        new RegExp(
          `<button [^>]*disabled=""[^>]*aria-label="${label}"|<button [^>]*aria-label="${label}"[^>]*disabled=""`,
        ),
      );
    }
  });
});
