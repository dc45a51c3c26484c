import { describe, expect, it } from 'vitest';
import { landingMarkup } from './landing-markup.tsx';

describe('landingMarkup', () => {
  const html = landingMarkup();

  it('is the app shell around the landing page, with its texts', () => {
    expect(html).toMatch(/^<div class="flex min-h-dvh flex-col"><a href="#main"/);
    expect(html).toContain('<main id="main" tabindex="-1"');
    expect(html).toContain('>Steward</h1>');
    for (const text of ['Faithful planning for leaders', 'Daily Planning', 'Morning Rituals']) {
      expect(html).toContain(text);
    }
  });

  it('marks both sign-in buttons for the static page script', () => {
    const buttons = html.match(/<button [^>]*>[^<]*/g) ?? [];
    expect(buttons.map((button) => button.replace(/^.*>/, ''))).toEqual([
      'Get Started',
      'Sign In to Continue',
    ]);
    for (const button of buttons) expect(button).toContain('data-sign-in=""');
  });

  it('is never shown as waiting for code: no busy main area, no unavailable button', () => {
    expect(html).not.toContain('aria-busy=');
    expect(html).not.toContain('aria-disabled=');
  });
});
