import { describe, expect, it } from 'vitest';
import { daysText, doneCount, fitCompleted, formatClock, resumeStep, timerText } from './run-steps.ts';

describe('fitCompleted', () => {
  it.each([
    { label: 'no run yet', completed: undefined, count: 3, expected: [false, false, false] },
    { label: 'the same length', completed: [true, false], count: 2, expected: [true, false] },
    { label: 'an element added since', completed: [true, true], count: 3, expected: [true, true, false] },
    { label: 'an element removed since', completed: [true, false, true], count: 2, expected: [true, false] },
  ])('$label', ({ completed, count, expected }) => {
    expect(fitCompleted(completed, count)).toEqual(expected);
  });
});

describe('resumeStep', () => {
  it.each([
    { completed: [false, false, false], expected: 0 },
    { completed: [true, false, true], expected: 1 },
    { completed: [true, true, false], expected: 2 },
    { completed: [true, true, true], expected: 3 },
  ])('$completed resumes on step index $expected', ({ completed, expected }) => {
    expect(resumeStep(completed)).toBe(expected);
  });
});

describe('doneCount', () => {
  it('counts the done flags', () => {
    expect(doneCount([true, false, true, true])).toBe(3);
    expect(doneCount([])).toBe(0);
  });
});

describe('daysText', () => {
  it.each([
    { days: 0, expected: '0 days' },
    { days: 1, expected: '1 day' },
    { days: 12, expected: '12 days' },
  ])('$days → $expected', ({ days, expected }) => {
    expect(daysText(days)).toBe(expected);
  });
});

describe('formatClock', () => {
  it.each([
    { seconds: 0, expected: '0:00' },
    { seconds: 5, expected: '0:05' },
    { seconds: 65, expected: '1:05' },
    { seconds: 600, expected: '10:00' },
    { seconds: 3600, expected: '1:00:00' },
    { seconds: 14_400, expected: '4:00:00' },
    { seconds: 3725.9, expected: '1:02:05' },
    { seconds: -3, expected: '0:00' },
  ])('$seconds s reads $expected', ({ seconds, expected }) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('timerText', () => {
  it.each([
    {
      label: 'counts up without minutes',
      minutes: undefined,
      elapsed: 75,
      expected: { clock: '1:15', over: false },
    },
    {
      label: 'counts down from the minutes',
      minutes: 5,
      elapsed: 0,
      expected: { clock: '5:00', over: false },
    },
    {
      label: 'counts down as time passes',
      minutes: 5,
      elapsed: 61,
      expected: { clock: '3:59', over: false },
    },
    { label: 'reaches zero', minutes: 1, elapsed: 60, expected: { clock: '0:00', over: true } },
    { label: 'stays at zero after', minutes: 1, elapsed: 90, expected: { clock: '0:00', over: true } },
  ])('$label', ({ minutes, elapsed, expected }) => {
    expect(timerText(minutes, elapsed)).toEqual(expected);
  });
});
