import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path.ts';

describe('safeReturnPath keeps same-origin paths', () => {
  it.each([
    '/',
    '/weekly-review',
    '/daily-overview?date=2026-03-10',
    '/goal-wizard/5b0c7c9e-1f1e-4c1a-9a55-3c1a2e0c9f00',
    '/ideal-week/summary#top',
    '/calendar?view=week&mode=work',
    '/clarity-breaks/',
    '/search?q=%E6%97%A5%E6%9C%AC',
    '/a?next=//evil.example',
  ])('%s', (value) => {
    expect(safeReturnPath(value)).toBe(value);
  });
});

describe('safeReturnPath refuses everything else (falls back to /)', () => {
  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/path'],
    ['triple slash', '///evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash anywhere', '/a\\b'],
    ['tab after slash (decoded %09)', '/\t/evil.example'],
    ['newline after slash (decoded %0A)', '/\n/evil.example'],
    ['CRLF (decoded %0D%0A)', '/\r\n/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['space', '/ /evil.example'],
    ['leading space', ' /weekly-review'],
    ['encoded slash', '/%2F/evil.example'],
    ['encoded slash lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded NUL', '/%00'],
    ['encoded dot segment', '/%2e%2e/evil'],
    ['bad escape', '/%zz'],
    ['dot-slash-slash', '/.//evil.example'],
    ['dot-dot segment', '/a/../../evil'],
    ['trailing dot-dot', '/a/..'],
    ['empty inner segment', '/a//evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example'],
    ['scheme without slashes', 'https:evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'evil.example'],
    ['fullwidth solidus', '/\uff0fevil.example'],
    ['division slash', '/\u2215evil.example'],
    ['fraction slash', '/\u2044evil.example'],
    ['ideographic full stop host', '//evil\u3002example'],
    ['right-to-left mark', '/\u200fweekly-review'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
    ['not a string', 42],
    ['null', null],
    ['undefined', undefined],
    ['array', ['/weekly-review']],
  ])('%s', (_name, value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });
});
