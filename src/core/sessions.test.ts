import { describe, expect, it } from 'vitest';
import { deviceName } from './sessions.ts';

describe('deviceName', () => {
  it.each([
    ['Chrome', 'macOS', 'Chrome on macOS'],
    ['Firefox', null, 'Firefox'],
    [null, 'Linux', 'A device on Linux'],
    [null, null, 'Unknown device'],
  ])('%s on %s reads "%s"', (browser, os, expected) => {
    expect(deviceName({ browser, os })).toBe(expected);
  });
});
