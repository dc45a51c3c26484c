import { describe, expect, it } from 'vitest';
import {
  type DailyPlanningDestination,
  type DailyPlanningFacts,
  type DailyPlanningLookups,
  dailyPlanningDestination,
  resolveDailyPlanningEntry,
} from './daily-planning-entry.ts';

const ritual = ['10+ minutes of Prayer'];

describe('dailyPlanningDestination', () => {
  it.each<[string, DailyPlanningFacts, DailyPlanningDestination]>([
    [
      'plan today, new user',
      { hasPlanToday: true, onboardingFlag: false, savedMorningRitual: null },
      '/daily-overview',
    ],
    [
      'plan today, onboarded',
      { hasPlanToday: true, onboardingFlag: true, savedMorningRitual: ritual },
      '/daily-overview',
    ],
    [
      'no plan, local flag',
      { hasPlanToday: false, onboardingFlag: true, savedMorningRitual: null },
      '/daily-planning',
    ],
    [
      'no plan, server ritual',
      { hasPlanToday: false, onboardingFlag: false, savedMorningRitual: ritual },
      '/daily-planning',
    ],
    [
      'no plan, empty server ritual',
      { hasPlanToday: false, onboardingFlag: false, savedMorningRitual: [] },
      '/daily-planning',
    ],
    [
      'no plan, nothing saved',
      { hasPlanToday: false, onboardingFlag: false, savedMorningRitual: null },
      '/onboarding',
    ],
  ])('%s', (_case, facts, expected) => {
    expect(dailyPlanningDestination(facts)).toBe(expected);
  });
});

/** Lookups answering from fixed values, recording what was asked. */
function lookups(options: { plan: boolean; flag: boolean; ritual: string[] | null | 'error' }) {
  const calls: string[] = [];
  const remembered: string[][] = [];
  const value: DailyPlanningLookups = {
    fetchTodayPlan: async () => {
      calls.push('plan');
      if (!options.plan) throw new Error('404: Not Found');
      return {};
    },
    readOnboardingFlag: () => {
      calls.push('flag');
      return options.flag;
    },
    fetchMorningRitual: async () => {
      calls.push('ritual');
      if (options.ritual === 'error') throw new Error('500: Internal Server Error');
      return options.ritual;
    },
    rememberOnboarding: (elements) => {
      remembered.push(elements);
    },
  };
  return { value, calls, remembered };
}

describe('resolveDailyPlanningEntry', () => {
  it('goes to the overview without asking for the ritual when today has a plan', async () => {
    const { value, calls, remembered } = lookups({ plan: true, flag: false, ritual: ritual });
    await expect(resolveDailyPlanningEntry(value)).resolves.toBe('/daily-overview');
    expect(calls).toEqual(['plan']);
    expect(remembered).toEqual([]);
  });

  it('trusts the local flag without asking the server for the ritual', async () => {
    const { value, calls } = lookups({ plan: false, flag: true, ritual: null });
    await expect(resolveDailyPlanningEntry(value)).resolves.toBe('/daily-planning');
    expect(calls).toEqual(['plan', 'flag']);
  });

  it('counts a saved server ritual as onboarding done and remembers it locally', async () => {
    const { value, remembered } = lookups({ plan: false, flag: false, ritual: ritual });
    await expect(resolveDailyPlanningEntry(value)).resolves.toBe('/daily-planning');
    expect(remembered).toEqual([ritual]);
  });

  it('sends a new user to onboarding', async () => {
    const { value, remembered } = lookups({ plan: false, flag: false, ritual: null });
    await expect(resolveDailyPlanningEntry(value)).resolves.toBe('/onboarding');
    expect(remembered).toEqual([]);
  });

  it('treats a failed ritual lookup as no ritual', async () => {
    const { value } = lookups({ plan: false, flag: false, ritual: 'error' });
    await expect(resolveDailyPlanningEntry(value)).resolves.toBe('/onboarding');
  });
});
