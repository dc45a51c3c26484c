/**
 * The route table of docs/product.md §2, in one place (ADR 038). Every page is its own chunk, loaded by the route's
 * `lazy` as soon as the route matches; a page whose first render asks for data has a `loader` that starts those
 * requests at the same moment, through the page's own TanStack Query options, without waiting for them.
 */

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params, RouteObject } from 'react-router';
import { RITUAL_TYPES } from '../../core/rituals.ts';
import { forgotPasswordPath, resetPasswordPath, signInPath } from '../features/auth/paths.ts';
import { sourcesQuery } from '../features/calendar/api.ts';
import { clarityBreakQuery, clarityBreaksQuery } from '../features/clarity-breaks/api.ts';
import { dailyPlansQuery } from '../features/daily-plans/api.ts';
import { overviewLoader } from '../features/daily-plans/overview/use-overview-day.ts';
import { habitsQuery } from '../features/habits/api.ts';
import { idealWeeksQuery } from '../features/ideal-weeks/api.ts';
import { insightsQuery } from '../features/insights/api.ts';
import { rangeDates, rangeOf } from '../features/insights/insights-range.ts';
import { ritualsQuery } from '../features/rituals/api.ts';
import { currentTime, localDate } from '../lib/use-now.ts';

/** A route whose page `load` imports; `loader` starts its first data. */
function page(path: string, load: () => Promise<ComponentType>, loader?: LoaderFunction): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), ...(loader ? { loader } : {}) };
}

/** A loader that starts `prefetch(params)` (TanStack Query's prefetchQuery, which never throws) and returns at once. */
function prefetching(prefetch: (params: Params) => Promise<void>): LoaderFunction {
  return ({ params }) => {
    void prefetch(params);
    return null;
  };
}

/** Routes rendered inside the root layout, their loaders reading into `client` (the browser's, or a server render's). */
export function createRoutes(client: QueryClient): RouteObject[] {
  return [
    page('/', () => import('../features/home/home-page.tsx').then((m) => m.HomePage)),
    page(signInPath, () => import('../features/auth/sign-in-page.tsx').then((m) => m.SignInPage)),
    page(forgotPasswordPath, () =>
      import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
    ),
    page(resetPasswordPath, () =>
      import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
    ),
    page(
      '/onboarding',
      () => import('../features/rituals/onboarding-page.tsx').then((m) => m.OnboardingPage),
      prefetching(() => client.prefetchQuery(ritualsQuery)),
    ),
    page('/daily-planning', () =>
      import('../features/daily-plans/planning-wizard-page.tsx').then((m) => m.PlanningWizardPage),
    ),
    page(
      '/daily-overview',
      () => import('./daily-overview-route.tsx').then((m) => m.DailyOverviewRoute),
      overviewLoader(client),
    ),
    page('/weekly-review', () =>
      import('../features/weekly-reviews/weekly-review-page.tsx').then((m) => m.WeeklyReviewPage),
    ),
    page('/quarterly-review', () =>
      import('../features/quarterly-reviews/quarterly-review-page.tsx').then((m) => m.QuarterlyReviewPage),
    ),
    page('/clarity-break', () =>
      import('../features/clarity-breaks/clarity-break-page.tsx').then((m) => m.ClarityBreakPage),
    ),
    page(
      '/clarity-breaks',
      () => import('../features/clarity-breaks/clarity-breaks-page.tsx').then((m) => m.ClarityBreaksPage),
      prefetching(() => client.prefetchQuery(clarityBreaksQuery)),
    ),
    page(
      '/clarity-breaks/:id',
      () =>
        import('../features/clarity-breaks/clarity-break-summary-page.tsx').then(
          (m) => m.ClarityBreakSummaryPage,
        ),
      prefetching(({ id }) => client.prefetchQuery(clarityBreakQuery(String(id)))),
    ),
    page('/goal-tracking', () =>
      import('../features/goals/goal-tracking-page.tsx').then((m) => m.GoalTrackingPage),
    ),
    page('/goal-wizard', () =>
      import('../features/goals/goal-wizard-page.tsx').then((m) => m.GoalWizardPage),
    ),
    page('/goal-wizard/:id', () =>
      import('../features/goals/goal-wizard-page.tsx').then((m) => m.GoalWizardPage),
    ),
    page(
      '/ritual-builder',
      () => import('../features/rituals/ritual-builder-page.tsx').then((m) => m.RitualBuilderPage),
      prefetching(() => client.prefetchQuery(ritualsQuery)),
    ),
    // One path per ritual type, so any other type is the not-found page.
    ...RITUAL_TYPES.map((type) =>
      page(
        `/ritual-builder/${type}/run`,
        () =>
          import('../features/rituals/ritual-run-page.tsx').then(({ RitualRunPage }) => () => (
            <RitualRunPage type={type} />
          )),
        prefetching(() => client.prefetchQuery(ritualsQuery)),
      ),
    ),
    page(
      '/ideal-week',
      () => import('../features/ideal-weeks/ideal-week-page.tsx').then((m) => m.IdealWeekPage),
      prefetching(() => client.prefetchQuery(idealWeeksQuery)),
    ),
    page(
      '/ideal-week/summary',
      () => import('../features/ideal-weeks/ideal-week-summary-page.tsx').then((m) => m.IdealWeekSummaryPage),
      prefetching(() => client.prefetchQuery(idealWeeksQuery)),
    ),
    page(
      '/week',
      () => import('../features/daily-plans/week/week-planner-page.tsx').then((m) => m.WeekPlannerPage),
      prefetching(async () => {
        await Promise.all([client.prefetchQuery(dailyPlansQuery), client.prefetchQuery(idealWeeksQuery)]);
      }),
    ),
    page('/calendar', () => import('../features/calendar/calendar-page.tsx').then((m) => m.CalendarPage)),
    page(
      '/habit-tracker',
      () => import('../features/habits/habit-tracker-page.tsx').then((m) => m.HabitTrackerPage),
      prefetching(() => client.prefetchQuery(habitsQuery)),
    ),
    page(
      '/habit-tracker/:id',
      () => import('../features/habits/habit-page.tsx').then((m) => m.HabitPage),
      // Its queries' module (core's habit rules) loads beside the page's chunk rather than in the entry.
      prefetching(async ({ id }) => {
        const { prefetchHabitPage } = await import('../features/habits/habit-page-data.ts');
        await prefetchHabitPage(client, String(id), localDate(currentTime()));
      }),
    ),
    page(
      '/insights',
      () => import('../features/insights/insights-page.tsx').then((m) => m.InsightsPage),
      // The range in the URL, read the way the page reads it; the request starts now, its schema loads beside it.
      ({ request }) => {
        const weeks = rangeOf(new URL(request.url).searchParams.get('weeks'));
        const { from, to } = rangeDates(weeks, localDate(currentTime()));
        void client.prefetchQuery(insightsQuery(from, to));
        return null;
      },
    ),
    page('/settings', () => import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage)),
    page(
      '/settings/calendars',
      () =>
        import('../features/calendar/settings/calendar-settings-page.tsx').then(
          (m) => m.CalendarSettingsPage,
        ),
      prefetching(() => client.prefetchQuery(sourcesQuery)),
    ),
    page('*', () => import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
  ];
}
