/**
 * The route table of spec §2, in one place. Each member screen still to be built points at PlaceholderPage;
 * the issue that builds it replaces its one line with the feature's page (features/<feature>/...).
 */
import type { RouteObject } from 'react-router';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { DailyOverviewPage } from '../features/daily-plans/daily-overview-page.tsx';
import { PlanningWizardPage } from '../features/daily-plans/planning-wizard-page.tsx';
import { HabitTrackerPage, RitualBuilderPage } from '../features/home/coming-soon-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { OnboardingPage } from '../features/rituals/onboarding-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';

/** The one route reachable while signed out (besides the landing page that every other path shows). */
export const signInPath = '/sign-in';

/** Routes rendered inside the root layout. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: signInPath, element: <SignInPage /> },
  { path: '/onboarding', element: <OnboardingPage /> },
  { path: '/daily-planning', element: <PlanningWizardPage /> },
  { path: '/daily-overview', element: <DailyOverviewPage /> },
  { path: '/weekly-review', element: <PlaceholderPage title="Weekly Review" /> },
  { path: '/clarity-break', element: <PlaceholderPage title="Clarity Break" /> },
  { path: '/clarity-breaks', element: <PlaceholderPage title="Clarity Breaks" /> },
  { path: '/clarity-breaks/:id', element: <PlaceholderPage title="Clarity Break Summary" /> },
  { path: '/goal-tracking', element: <PlaceholderPage title="Goal Tracking" /> },
  { path: '/goal-wizard', element: <PlaceholderPage title="Goal Wizard" /> },
  { path: '/goal-wizard/:id', element: <PlaceholderPage title="Goal Wizard" /> },
  { path: '/ritual-builder', element: <RitualBuilderPage /> },
  { path: '/ideal-week', element: <PlaceholderPage title="Ideal Week" /> },
  { path: '/ideal-week/summary', element: <PlaceholderPage title="Ideal Week Summary" /> },
  { path: '/calendar', element: <PlaceholderPage title="Calendar at a Glance" /> },
  { path: '/habit-tracker', element: <HabitTrackerPage /> },
  { path: '*', element: <NotFoundPage /> },
];
