/**
 * The route table of spec §2, in one place. Every page is its own chunk (`lazyPage`, ADR 012), loaded when it is
 * first rendered or ahead of time by `preloadPath` (link hover/focus; prefetch.ts downloads the rest when idle), so
 * the landing page and sign-in never download member screens.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { type LazyPage, lazyPage } from './lazy-page.ts';

/** The one route reachable while signed out (besides the landing page that every other path shows). */
export const signInPath = '/sign-in';

const signIn = lazyPage(() => import('../features/auth/sign-in-page.tsx').then((m) => m.SignInPage));
const home = lazyPage(() => import('../features/home/home-page.tsx').then((m) => m.HomePage));
const onboarding = lazyPage(() =>
  import('../features/rituals/onboarding-page.tsx').then((m) => m.OnboardingPage),
);
const planning = lazyPage(() =>
  import('../features/daily-plans/planning-wizard-page.tsx').then((m) => m.PlanningWizardPage),
);
const overviewModule = () => import('../features/daily-plans/daily-overview-page.tsx');
const overview = lazyPage(
  () => overviewModule().then((m) => m.DailyOverviewPage),
  (search) => overviewModule().then((m) => m.prefetchOverview(queryClient, search)),
);
const goalTracking = lazyPage(() =>
  import('../features/goals/goal-tracking-page.tsx').then((m) => m.GoalTrackingPage),
);
const goalWizard = lazyPage(() =>
  import('../features/goals/goal-wizard-page.tsx').then((m) => m.GoalWizardPage),
);
const ritualBuilder = lazyPage(() =>
  import('../features/home/coming-soon-page.tsx').then((m) => m.RitualBuilderPage),
);
const habitTracker = lazyPage(() =>
  import('../features/home/coming-soon-page.tsx').then((m) => m.HabitTrackerPage),
);
const weeklyReview = lazyPage(() =>
  import('../features/weekly-reviews/weekly-review-page.tsx').then((m) => m.WeeklyReviewPage),
);
const clarityBreak = lazyPage(() =>
  import('../features/clarity-breaks/clarity-break-page.tsx').then((m) => m.ClarityBreakPage),
);
const clarityBreaks = lazyPage(() =>
  import('../features/clarity-breaks/clarity-breaks-page.tsx').then((m) => m.ClarityBreaksPage),
);
const clarityBreakSummary = lazyPage(() =>
  import('../features/clarity-breaks/clarity-break-summary-page.tsx').then((m) => m.ClarityBreakSummaryPage),
);
const calendarSettings = lazyPage(() =>
  import('../features/calendar/settings/calendar-settings-page.tsx').then((m) => m.CalendarSettingsPage),
);
const calendar = lazyPage(() => import('../features/calendar/calendar-page.tsx').then((m) => m.CalendarPage));
const idealWeek = lazyPage(() =>
  import('../features/ideal-weeks/ideal-week-page.tsx').then((m) => m.IdealWeekPage),
);
const idealWeekSummary = lazyPage(() =>
  import('../features/ideal-weeks/ideal-week-summary-page.tsx').then((m) => m.IdealWeekSummaryPage),
);
const notFound = lazyPage(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage));

/** Each route's lazy page, to preload it. */
const pageOf = new WeakMap<RouteObject, LazyPage>();

function page(path: string, lazy: LazyPage): RouteObject {
  const route: RouteObject = { path, element: <lazy.Component /> };
  pageOf.set(route, lazy);
  return route;
}

/** Routes rendered inside the root layout. */
export const routes: RouteObject[] = [
  page('/', home),
  page(signInPath, signIn),
  page('/onboarding', onboarding),
  page('/daily-planning', planning),
  page('/daily-overview', overview),
  page('/weekly-review', weeklyReview),
  page('/clarity-break', clarityBreak),
  page('/clarity-breaks', clarityBreaks),
  page('/clarity-breaks/:id', clarityBreakSummary),
  page('/goal-tracking', goalTracking),
  page('/goal-wizard', goalWizard),
  page('/goal-wizard/:id', goalWizard),
  page('/ritual-builder', ritualBuilder),
  page('/ideal-week', idealWeek),
  page('/ideal-week/summary', idealWeekSummary),
  page('/calendar', calendar),
  page('/habit-tracker', habitTracker),
  page('/settings/calendars', calendarSettings),
  page('*', notFound),
];

/**
 * Starts loading the page that `pathname` shows (nothing when it is already loaded or loading); with `search`
 * (the address's query, at the app's start, ADR 035) also the requests of its first render, in a later task (ADR
 * 037). Resolves when the page's code is in.
 */
export function preloadPath(pathname: string, search?: string): Promise<unknown> {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  const lazy = route && pageOf.get(route);
  if (search !== undefined) setTimeout(() => lazy?.preloadData?.(search));
  return lazy?.preload() ?? Promise.resolve();
}
