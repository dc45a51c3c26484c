import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnTo } from './navigation.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/weekly-review?x=1', '/weekly-review?x=1'],
    ['/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe('loginUrl', () => {
  it('is plain /api/login from the root', () => {
    expect(loginUrl({ returnTo: '/' })).toBe('/api/login');
  });
  it('carries the encoded path and query', () => {
    expect(loginUrl({ returnTo: '/goal-tracking?x=1' })).toBe('/api/login?returnTo=%2Fgoal-tracking%3Fx%3D1');
  });
  it('names the provider', () => {
    expect(loginUrl({ provider: 'google', returnTo: '/' })).toBe('/api/login?provider=google&returnTo=%2F');
  });
});
