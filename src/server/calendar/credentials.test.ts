import { describe, expect, it } from 'vitest';
import { createCredentialBox } from './credentials.ts';

const SECRET = 'test-secret-test-secret-test-secret-42';

describe('calendar credentials (AES-256-GCM, HKDF key)', () => {
  const box = createCredentialBox(SECRET);
  const secrets = { username: 'alice', password: 'correct horse ✓' };

  it('opens what it sealed for the same user and source, and never holds the password in clear', () => {
    const sealed = box.seal(secrets, 'user-1', 'source-1');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('alice');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString()).not.toContain('correct');
    expect(box.open(sealed, 'user-1', 'source-1')).toEqual(secrets);
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal(secrets, 'u', 's')).not.toBe(box.seal(secrets, 'u', 's'));
  });

  it.each([
    { label: 'another source', open: (s: string) => box.open(s, 'user-1', 'source-2') },
    { label: 'another user', open: (s: string) => box.open(s, 'user-2', 'source-1') },
    {
      label: 'another secret',
      open: (s: string) => createCredentialBox(`${SECRET}x`).open(s, 'user-1', 'source-1'),
    },
    {
      label: 'a flipped byte',
      open: (s: string) => {
        const [v, iv, tag, data = ''] = s.split('.');
        const bytes = Buffer.from(data, 'base64url');
        bytes[0] = (bytes[0] ?? 0) ^ 1;
        return box.open([v, iv, tag, bytes.toString('base64url')].join('.'), 'user-1', 'source-1');
      },
    },
    { label: 'a value that is not sealed', open: () => box.open('plain text', 'user-1', 'source-1') },
  ])('refuses to open for $label', ({ open }) => {
    const sealed = box.seal(secrets, 'user-1', 'source-1');
    expect(() => open(sealed)).toThrow();
  });
});
