import { describe, expect, it } from 'vitest';
import { loginUrl } from './navigation.ts';

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

describe('loginUrl with a hostile returnTo', () => {
  it.each(['//evil.example', '/\t/evil.example', 'https://evil.example'])('%s is dropped', (returnTo) => {
    expect(loginUrl({ returnTo })).toBe('/api/login');
  });
});
