import { describe, expect, it } from 'vitest';
import { ApiError, browserTimeZone, parseApiError } from './api.ts';

describe('parseApiError', () => {
  it('reads better-auth JSON bodies', () => {
    const error = new ApiError(
      401,
      '{"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
    );
    expect(error.message).toBe(
      '401: {"code":"INVALID_EMAIL_OR_PASSWORD","message":"Invalid email or password"}',
    );
    expect(parseApiError(error)).toEqual({ status: 401, message: 'Invalid email or password' });
  });
  it('keeps a plain text body', () => {
    expect(parseApiError(new ApiError(500, 'Internal Server Error'))).toEqual({
      status: 500,
      message: 'Internal Server Error',
    });
  });
  it('uses the status text in the message when the body is empty (docs/product.md §8)', () => {
    const error = new ApiError(503, '', 'Service Unavailable');
    expect(error.message).toBe('503: Service Unavailable');
    expect(parseApiError(error, 'Try again.')).toEqual({ status: 503, message: 'Try again.' });
  });
  it('falls back for errors without a status', () => {
    expect(parseApiError(new TypeError('Failed to fetch'), 'Try again.')).toEqual({
      status: null,
      message: 'Try again.',
    });
  });
});

describe('browserTimeZone', () => {
  it('is the zone Intl reports, whether or not the runtime has Temporal', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
