import { describe, expect, it } from 'vitest';
import { signInProviderList, timeZoneName, user, userTimeZoneInput } from './user.ts';

describe('user wire shapes', () => {
  it('parses the signed-in user', () => {
    const body = {
      id: 'u1',
      name: 'Ada',
      email: 'ada@example.com',
      emailVerified: false,
      timeZone: 'Europe/Paris',
    };
    expect(user.parse(body)).toEqual(body);
    expect(user.parse({ ...body, image: null })).toEqual(body);
    expect(user.safeParse({ id: 'u1', name: 'Ada', email: 'ada@example.com' }).success).toBe(false);
  });

  it.each([
    [{ timeZone: 'europe/paris' }, { timeZone: 'Europe/Paris' }],
    [{ timeZone: 'UTC' }, { timeZone: 'UTC' }],
  ])('stores %j as %j', (body, expected) => {
    expect(userTimeZoneInput.parse(body)).toEqual(expected);
  });

  it.each([{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: '+01:00' }, { timeZone: '' }, {}])(
    'refuses %j on timeZone',
    (body) => {
      const result = userTimeZoneInput.safeParse(body);
      expect(result.error?.issues[0]?.path).toEqual(['timeZone']);
    },
  );

  it('parses the provider list', () => {
    expect(signInProviderList.parse({ providers: [{ id: 'oidc', name: 'Acme SSO' }] })).toEqual({
      providers: [{ id: 'oidc', name: 'Acme SSO' }],
    });
    expect(signInProviderList.safeParse({ providers: [{ id: 'github', name: 'GitHub' }] }).success).toBe(
      false,
    );
  });
});

describe('timeZoneName (zod)', () => {
  it.each([
    ['europe/paris', 'Europe/Paris'],
    ['UTC', 'UTC'],
    ['US/Pacific', 'US/Pacific'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
  ])('parses %j to %j', (value, expected) => {
    expect(timeZoneName.parse(value)).toBe(expected);
  });

  it.each(['Mars/Olympus_Mons', '', '+01:00', 'x'.repeat(100), 42])('rejects %j', (value) => {
    const result = timeZoneName.safeParse(value);
    expect(result.success).toBe(false);
  });
});
