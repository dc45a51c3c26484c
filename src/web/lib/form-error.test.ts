/** Where an API error goes on a form. */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { formErrorOf } from './form-error.ts';

describe('formErrorOf', () => {
  const fields = ['url', 'username', 'password', 'schedule', 'schedule.days'] as const;
  const api = (status: number, body: unknown) =>
    new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));
  it.each([
    [
      '400 naming a field: next to it, without the field prefix',
      api(400, { error: 'Bad Request', message: 'url: The address is on a private network', field: 'url' }),
      { field: 'url', message: 'The address is on a private network' },
    ],
    [
      '422 naming the password',
      api(422, {
        error: 'Unprocessable Content',
        message: 'The server refused the username or password',
        field: 'password',
      }),
      { field: 'password', message: 'The server refused the username or password' },
    ],
    [
      '422 without a field: above the form',
      api(422, { error: 'Unprocessable Content', message: 'This address is not a calendar' }),
      { field: null, message: 'This address is not a calendar' },
    ],
    [
      'a field the form does not have: above the form',
      api(400, { error: 'Bad Request', message: 'kind: Invalid input', field: 'kind' }),
      { field: null, message: 'kind: Invalid input' },
    ],
    [
      'a 500 naming nothing',
      api(500, { error: 'Internal Server Error', message: 'Something went wrong' }),
      { field: null, message: 'Something went wrong' },
    ],
    [
      'a nested path: the longest field it starts with',
      api(400, {
        error: 'Bad Request',
        message: 'schedule.days.0: Each day must be…',
        field: 'schedule.days.0',
      }),
      { field: 'schedule.days', message: 'Each day must be…' },
    ],
    ['a body that is not JSON', api(502, 'Bad Gateway'), { field: null, message: 'Bad Gateway' }],
    [
      'no answer at all',
      new TypeError('Failed to fetch'),
      { field: null, message: 'Could not reach Steward. Check your connection and try again.' },
    ],
  ])('%s', (_, error, expected) => {
    expect(formErrorOf(error, fields)).toEqual(expected);
  });
});
