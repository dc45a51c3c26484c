import { describe, expect, it } from 'vitest';
import { parseApiError } from './api.ts';

describe('parseApiError', () => {
  it('reads better-auth JSON bodies', () => {
    const error = new Error(
      '401: {"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
    );
    expect(parseApiError(error)).toEqual({ status: 401, message: 'Invalid email or password' });
  });
  it('keeps a plain text body', () => {
    expect(parseApiError(new Error('500: Internal Server Error'))).toEqual({
      status: 500,
      message: 'Internal Server Error',
    });
  });
  it('falls back for errors without a status', () => {
    expect(parseApiError(new TypeError('Failed to fetch'), 'Try again.')).toEqual({
      status: null,
      message: 'Try again.',
    });
  });
});
