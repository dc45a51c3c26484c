/**
 * The Weekly Review screen (/weekly-review, docs/product.md §2, §4, §8, §9): the week range label (weeks start on
 * Monday), previous / next week, a link to the Quarterly Review of the week's quarter, Home; the Weekly Summary
 * when the week has daily plans; the review form. The shown week is in the URL (`?week=YYYY-MM-DD`, a Monday;
 * default the current week), so a reload stays on it.
 * A week without a review (404) is an empty form; any other load failure shows the documented inline alert and an
 * empty form. A 401 on save toasts 'Unauthorized' and goes to the login 500 ms later (docs/product.md §4, §8).
 */
import { useQuery } from '@tanstack/react-query';
import { House, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { addDays } from '../../../core/dates.ts';
import { quarterOf } from '../../../core/quarterly-review.ts';
import { weekLabel, weekStartDate, weekStartOf } from '../../../core/weeks.ts';
import { PeriodNav } from '../../components/period-nav.tsx';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { loginUrl, navigateTo } from '../../lib/navigation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { goalsQuery } from '../goals/api.ts';
import { isUnauthorized, weeklyReviewQuery, weeklySummaryQuery } from './api.ts';
import { WeeklySummaryCard, WeeklySummarySkeleton } from './weekly-summary-card.tsx';

/** Delay between the 'Unauthorized' toast and the login navigation (docs/product.md §4, §8). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The review form, with react-hook-form and the review's input schema, is a chunk of its own (ADR 029): the page
 * requests it when it first renders, together with the review and the goals, and shows it once all are in, so
 * the page's title, week and summary do not wait for it.
 */
const loadForm = () => import('./weekly-review-form.tsx');
const WeeklyReviewForm = lazy(() => loadForm().then((m) => ({ default: m.WeeklyReviewForm })));

/** Skeletons in the shape of the three form cards. */
function FormSkeleton() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your weekly review...</span>
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** The week `days` after `week`, or null when it is outside the range the API takes (so the button is disabled). */
function stepWeek(week: string, days: number): string | null {
  try {
    const next = addDays(week, days);
    return weekStartDate.safeParse(next).success ? next : null;
  } catch {
    return null;
  }
}

/**
 * The week shown: `?week=` when it is a week the API takes, else the week of today when the page opened (so
 * midnight between Sunday and Monday never swaps the form under the person's hands); a refused `?week=` is
 * replaced in the URL by the week shown. `current` follows the clock.
 */
function useShownWeek(today: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const current = weekStartOf(today);
  const [opened] = useState(current);
  const refused = asked !== null && !weekStartDate.safeParse(asked).success;
  const week = asked !== null && !refused ? asked : opened;
  useEffect(() => {
    if (refused) setParams({ week }, { replace: true, preventScrollReset: true });
  }, [refused, week, setParams]);
  const show = (next: string) => setParams({ week: next }, { preventScrollReset: true });
  return { week, current, show };
}

/** The /weekly-review screen. */
export function WeeklyReviewPage() {
  useDocumentTitle('Weekly Review');
  const today = localDate(useNow());
  const { week, current, show } = useShownWeek(today);
  const { pathname, search } = useLocation();
  const review = useQuery(weeklyReviewQuery(week));
  const summary = useQuery(weeklySummaryQuery(week));
  const goals = useQuery(goalsQuery);
  useEffect(() => {
    void loadForm();
  }, []);
  const label = weekLabel(week);
  const previous = stepWeek(week, -7);
  const next = stepWeek(week, 7);

  const loadFailed = review.isError && !isUnauthorized(review.error);
  const onUnauthorized = () => {
    const target = loginUrl({ returnTo: `${pathname}${search}` });
    setTimeout(() => navigateTo(target), LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Weekly Review</h1>
          <p className="mt-2 text-lg text-muted-foreground" aria-live="polite">
            <time dateTime={week}>{label}</time>
          </p>
          <PeriodNav
            label="Weeks"
            unit="week"
            previous={previous}
            next={next}
            current={current}
            shown={week}
            currentLabel="This Week"
            onShow={show}
          >
            <Button variant="link" asChild>
              <Link to={`/quarterly-review?quarter=${quarterOf(week)}`}>Quarterly Review</Link>
            </Button>
          </PeriodNav>
        </div>
        <Button variant="outline" asChild className="self-start sm:self-auto">
          <Link to="/">
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
      </header>

      <div className="mt-8 grid gap-6">
        {summary.isPending ? (
          <WeeklySummarySkeleton />
        ) : summary.data?.hasPlans ? (
          <WeeklySummaryCard summary={summary.data} goals={goals.data ?? []} />
        ) : null}

        {loadFailed ? (
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>Could not load weekly review. Starting fresh for this week.</AlertDescription>
          </Alert>
        ) : null}

        {review.isPending || goals.isPending ? (
          <FormSkeleton />
        ) : (
          <Suspense fallback={<FormSkeleton />}>
            <WeeklyReviewForm
              key={week}
              weekStartDate={week}
              review={review.data ?? null}
              goals={goals.data ?? []}
              onUnauthorized={onUnauthorized}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
