import { describe, expect, it } from 'vitest';
import { authenticatorCode, backupCode, twoFactorCodeInput } from './two-factor.ts';

describe('authenticatorCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['000000', '000000'],
  ])('reads %j as %j', (typed, code) => {
    expect(authenticatorCode.parse(typed)).toBe(code);
  });

  it.each(['', '12345', '1234567', '12345a', 'abcdef'])('refuses %j with the form message', (typed) => {
    const result = authenticatorCode.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the 6-digit code from your authenticator app.');
  });
});

describe('backupCode', () => {
  it('drops surrounding spaces and refuses an empty code', () => {
    expect(backupCode.parse('  abcde-12345 ')).toBe('abcde-12345');
    expect(backupCode.safeParse('   ').error?.issues[0]?.message).toBe('Enter one of your backup codes.');
  });
});

describe('twoFactorCodeInput', () => {
  it.each([
    [{ code: 123456 }, 'code'],
    [{ code: '123456', trustDevice: 'yes' }, 'trustDevice'],
    [{ code: '12\n34' }, 'code'],
  ])('refuses %j on %s', (body, field) => {
    expect(twoFactorCodeInput.safeParse(body).error?.issues[0]?.path).toEqual([field]);
  });
});
