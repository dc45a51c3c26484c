import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const secret = 's'.repeat(32);

describe('parseEnv', () => {
  it('has working defaults for a zero-setup start', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', DEMO_DATA: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    { label: 'no secret', vars: { BASE_URL: 'https://steward.example' }, error: 'BETTER_AUTH_SECRET' },
    {
      label: 'short secret',
      vars: { BASE_URL: 'https://steward.example', BETTER_AUTH_SECRET: 'short' },
      error: 'BETTER_AUTH_SECRET',
    },
    { label: 'no base URL', vars: { BETTER_AUTH_SECRET: secret }, error: 'BASE_URL' },
  ])('refuses production with $label', ({ vars, error }) => {
    expect(() => parseEnv({ NODE_ENV: 'production', ...vars })).toThrow(error);
  });

  it('accepts a complete production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      BASE_URL: 'https://steward.example',
      BETTER_AUTH_SECRET: secret,
    });
    expect(env.BASE_URL).toBe('https://steward.example');
  });

  it.each([
    { label: 'half a Google pair', vars: { GOOGLE_CLIENT_ID: 'id' }, error: 'GOOGLE_CLIENT_SECRET' },
    {
      label: 'OIDC without secret',
      vars: { OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'x' },
      error: 'OIDC_ISSUER',
    },
    { label: 'a bad port', vars: { PORT: 'eighty' }, error: 'PORT' },
    { label: 'a bad boolean', vars: { DEMO_DATA: 'yes' }, error: 'DEMO_DATA' },
    { label: 'a test clock outside tests', vars: { TEST_NOW: '2025-03-12T14:00:00Z' }, error: 'TEST_NOW' },
    {
      label: 'a fake Google OAuth server outside tests',
      vars: { GOOGLE_OAUTH_URL: 'http://127.0.0.1:9/' },
      error: 'GOOGLE_OAUTH_URL',
    },
    {
      label: 'a fake Calendar API outside tests',
      vars: { GOOGLE_CALENDAR_ROOT_URL: 'http://127.0.0.1:9/' },
      error: 'GOOGLE_CALENDAR_ROOT_URL',
    },
  ])('names the variable on $label', ({ vars, error }) => {
    expect(() => parseEnv(vars)).toThrow(error);
  });

  it('splits lists and treats empty strings as unset', () => {
    const env = parseEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.2', DATABASE_URL: '' });
    expect(env.TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
