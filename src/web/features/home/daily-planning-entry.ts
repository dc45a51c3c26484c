/**
 * Where the Home 'Daily Planning' card leads (docs/product.md §2 Home): to today's overview when a plan exists, else to
 * the planning wizard when onboarding counts as done, else to onboarding. Onboarding counts as done when the local
 * flag hasCompletedOnboarding is set or the user has a saved morning ritual on the server (a person who
 * onboarded in another browser is not asked again); in that case the caller also restores the local keys.
 */

/** The three places the card can lead to. */
export type DailyPlanningDestination = '/daily-overview' | '/daily-planning' | '/onboarding';

/** What the decision needs to know. */
export interface DailyPlanningFacts {
  /** True when GET /api/daily-plans/date/{today} answered OK. */
  hasPlanToday: boolean;
  /** True when local storage hasCompletedOnboarding is set. */
  onboardingFlag: boolean;
  /** The saved morning ritual's elements on the server, or null when there is none (or it could not be read). */
  savedMorningRitual: readonly string[] | null;
}

/** The card's destination for the given facts (a table of cases in daily-planning-entry.test.ts). */
export function dailyPlanningDestination(facts: DailyPlanningFacts): DailyPlanningDestination {
  if (facts.hasPlanToday) return '/daily-overview';
  if (facts.onboardingFlag || facts.savedMorningRitual !== null) return '/daily-planning';
  return '/onboarding';
}

/** The lookups behind the decision; each async one treats any failure as "no". */
export interface DailyPlanningLookups {
  /** Resolves when today's plan exists; rejects otherwise (404 or any error). */
  fetchTodayPlan: () => Promise<unknown>;
  /** Reads the local hasCompletedOnboarding flag. */
  readOnboardingFlag: () => boolean;
  /** Resolves to the saved morning ritual's elements, or null. */
  fetchMorningRitual: () => Promise<string[] | null>;
  /** Called when the server ritual proves onboarding is done: sets the local flag and morningRitual. */
  rememberOnboarding: (elements: string[]) => void;
}

/**
 * Runs the lookups in the order that needs the fewest requests (plan first; the ritual only when there is no
 * plan and no local flag) and returns the destination.
 */
export async function resolveDailyPlanningEntry(
  lookups: DailyPlanningLookups,
): Promise<DailyPlanningDestination> {
  const hasPlanToday = await lookups.fetchTodayPlan().then(
    () => true,
    () => false,
  );
  const onboardingFlag = hasPlanToday ? false : lookups.readOnboardingFlag();
  let savedMorningRitual: string[] | null = null;
  if (!hasPlanToday && !onboardingFlag) {
    savedMorningRitual = await lookups.fetchMorningRitual().catch(() => null);
    if (savedMorningRitual !== null) lookups.rememberOnboarding(savedMorningRitual);
  }
  return dailyPlanningDestination({ hasPlanToday, onboardingFlag, savedMorningRitual });
}
