/**
 * The Quarterly Review screen (/quarterly-review, docs/product.md §2 Quarterly Review; ADR 057): the quarter's label,
 * previous / next quarter, Print, Home; the quarter's numbers; the review form. The shown quarter is in the URL
 * (`?quarter=YYYY-Qn`, default the quarter of today), so a reload stays on it and a printed page names it.
 */
import { useQuery } from '@tanstack/react-query';
import { House, Printer, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  parseQuarter,
  type QuarterNumbers,
  quarterLabel,
  quarterOf,
  shiftQuarter,
} from '../../../core/quarterly-review.ts';
import { PeriodNav } from '../../components/period-nav.tsx';
import { Alert, AlertDescription } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { quarterlyReviewQuery, quarterSummaryQuery } from './api.ts';
import { QuarterlyReviewForm } from './quarterly-review-form.tsx';

/**
 * The quarter shown: `?quarter=` when it is one, else the quarter of today when the page opened; a refused
 * `?quarter=` is replaced in the URL by the quarter shown.
 */
function useShownQuarter(today: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('quarter');
  const current = quarterOf(today);
  const [opened] = useState(current);
  const refused = asked !== null && parseQuarter(asked) === null;
  const quarter = asked !== null && !refused ? asked : opened;
  useEffect(() => {
    if (refused) setParams({ quarter }, { replace: true, preventScrollReset: true });
  }, [refused, quarter, setParams]);
  const show = (next: string) => setParams({ quarter: next }, { preventScrollReset: true });
  return { quarter, current, show };
}

/** The quarter `step` quarters away, or null outside the quarters the API takes (the button is then disabled). */
function stepQuarter(quarter: string, step: number): string | null {
  const next = shiftQuarter(quarter, step);
  return parseQuarter(next) ? next : null;
}

/** The numbers of the quarter as a definition list. */
function NumbersCard({ numbers }: { numbers: QuarterNumbers }) {
  const rows: [string, string][] = [
    ['Days planned', String(numbers.daysPlanned)],
    ['Days finished', String(numbers.daysFinished)],
    [
      'Big 3 completed',
      numbers.bigThreeRate === null
        ? 'No Big 3 yet'
        : `${numbers.bigThreeDone} of ${numbers.bigThreeTotal} (${numbers.bigThreeRate}%)`,
    ],
    ['Average rating', numbers.averageRating === null ? 'No finished days' : `${numbers.averageRating} / 10`],
    ['Weekly reviews done', String(numbers.weeklyReviewsDone)],
    ['Clarity Breaks taken', String(numbers.clarityBreaksTaken)],
    ['Goals due', String(numbers.goalsDue)],
    ['Goals completed', String(numbers.goalsCompleted)],
    ['Goals overdue', String(numbers.goalsOverdue)],
  ];
  return (
    <section aria-labelledby="quarter-numbers" className="break-inside-avoid">
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle as="h2" id="quarter-numbers">
            Quarter at a Glance
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
            {rows.map(([term, value]) => (
              <div key={term} className="grid gap-0.5">
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}

/** The /quarterly-review screen. */
export function QuarterlyReviewPage() {
  useDocumentTitle('Quarterly Review');
  const today = localDate(useNow());
  const { quarter, current, show } = useShownQuarter(today);
  const review = useQuery(quarterlyReviewQuery(quarter));
  const summary = useQuery({ ...quarterSummaryQuery(quarter), refetchOnMount: 'always' });
  const previous = stepQuarter(quarter, -1);
  const next = stepQuarter(quarter, 1);

  let body = (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your quarterly review...</span>
      <Skeleton className="h-48 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
  if (review.isError || summary.isError) {
    body = (
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>Could not load your quarterly review. Check your connection and try again.</p>
          <Button
            variant="outline"
            pending={review.isFetching || summary.isFetching}
            onClick={() => void Promise.all([review.refetch(), summary.refetch()])}
          >
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (review.isSuccess && summary.isSuccess && summary.isFetchedAfterMount) {
    body = (
      <>
        <NumbersCard numbers={summary.data.numbers} />
        <QuarterlyReviewForm key={quarter} quarter={quarter} summary={summary.data} review={review.data} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Quarterly Review</h1>
          <p className="mt-2 text-lg text-muted-foreground" aria-live="polite">
            {quarterLabel(quarter)}
          </p>
          <PeriodNav
            label="Quarters"
            unit="quarter"
            previous={previous}
            next={next}
            current={current}
            shown={quarter}
            currentLabel="This Quarter"
            onShow={show}
            className="print:hidden"
          />
        </div>
        <div className="flex gap-2 self-start sm:self-auto print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
        </div>
      </header>
      <div className="mt-8 grid gap-6">{body}</div>
    </div>
  );
}
