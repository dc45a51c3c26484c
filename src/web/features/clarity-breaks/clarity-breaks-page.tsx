/**
 * The Clarity Breaks list (/clarity-breaks, docs/product.md §2, §9): newest date first; each card shows the date
 * (MMMM d, yyyy), the score badge in its colour band, the action-item count, the time of creation (h:mm a) and the
 * first two action items under 'Key Actions:' with '+ n more...'. The card (its date) and View open the summary.
 * With none yet: 'No Clarity Breaks Yet' and 'Start Your First Clarity Break'.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight, Clock, Plus, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { actionItemCountLabel, PREVIEW_ACTION_ITEMS } from '../../../core/clarity-break.ts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { type ClarityBreak, clarityBreaksQuery } from './api.ts';
import { longDate, timeOfDay } from './format.ts';
import { ScoreBadge } from './score-badge.tsx';

/** One Clarity Break in the list. */
function ClarityBreakCard({ item }: { item: ClarityBreak }) {
  const preview = item.actionItems.slice(0, PREVIEW_ACTION_ITEMS);
  const more = item.actionItems.length - preview.length;
  const to = `/clarity-breaks/${encodeURIComponent(item.id)}`;
  return (
    <li>
      <Card className="relative grid gap-4 p-5 transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-display text-xl font-semibold">
              <Link
                to={to}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {longDate(item.date)}
              </Link>
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span>{actionItemCountLabel(item.actionItems.length)}</span>
              <span className="flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden="true" />
                <time dateTime={item.createdAt}>{timeOfDay(item.createdAt)}</time>
              </span>
            </p>
          </div>
          <ScoreBadge score={item.score}>{item.score}/100</ScoreBadge>
        </div>
        {preview.length > 0 ? (
          <div className="min-w-0">
            <p className="text-sm font-semibold text-foreground">Key Actions:</p>
            <ul className="mt-1.5 grid gap-1 text-sm text-muted-foreground">
              {preview.map((action, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: action items have no id and may repeat.
                <li key={`${index}-${action}`} className="flex min-w-0 gap-2">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                  <span dir="auto" className="min-w-0 wrap-anywhere">
                    {action}
                  </span>
                </li>
              ))}
            </ul>
            {more > 0 ? <p className="mt-1 text-sm text-muted-foreground">+ {more} more...</p> : null}
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button variant="outline" size="sm" asChild className="relative z-10">
            <Link to={to}>
              View
              <span className="sr-only"> Clarity Break of {longDate(item.date)}</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The empty state. */
function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-foreground">
        <Sparkles className="size-7" aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl font-semibold">No Clarity Breaks Yet</h2>
      <p className="max-w-md text-muted-foreground">
        A Clarity Break is unhurried time to pray and think about your business. Your sessions will appear
        here.
      </p>
      <Button asChild size="lg">
        <Link to="/clarity-break">Start Your First Clarity Break</Link>
      </Button>
    </Card>
  );
}

/** The /clarity-breaks screen. */
export function ClarityBreaksPage() {
  useDocumentTitle('Clarity Breaks');
  const list = useQuery(clarityBreaksQuery);

  let content = (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Loading your Clarity Breaks...</span>
      <Skeleton className="h-44 rounded-xl" />
      <Skeleton className="h-44 rounded-xl" />
    </div>
  );
  if (list.isError)
    content = (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Could not load your Clarity Breaks</AlertTitle>
        <AlertDescription>Please reload the page to try again.</AlertDescription>
      </Alert>
    );
  else if (list.data?.length === 0) content = <EmptyState />;
  else if (list.data)
    content = (
      <ul aria-label="Clarity Breaks" className="grid gap-4">
        {list.data.map((item) => (
          <ClarityBreakCard key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Button variant="ghost" asChild className="-ml-3">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            Clarity Breaks
          </h1>
          <p className="mt-2 text-muted-foreground">Your times of prayer and strategic reflection.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/clarity-break">
            <Plus aria-hidden="true" />
            New Clarity Break
          </Link>
        </Button>
      </header>
      <div className="mt-8">{content}</div>
    </div>
  );
}
