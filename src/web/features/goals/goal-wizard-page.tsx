/**
 * The goal wizard screen (docs/product.md §2 Goal Wizard): /goal-wizard creates a goal, /goal-wizard/{id} edits one,
 * prefilled from GET /api/goals/{id} read afresh on arrival (so ticks made on Goal Tracking are not overwritten
 * by an older cached copy). A goal that is not the person's, or does not exist, shows 'Goal Not Found' with a way
 * back to Goal Tracking. Once the wizard has started it stays on screen whatever the goal queries do.
 */
import { useQuery } from '@tanstack/react-query';
import { ListChecks, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { parseApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { goalQuery } from './api.ts';
import { draftFromGoal, type GoalDraft, prefilledGoalDraft } from './wizard/goal-draft.ts';
import { GoalWizard } from './wizard/goal-wizard.tsx';

/** The page's frame: its heading and what goes under it. */
function WizardFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">Goal Wizard</p>
      <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      {children}
    </div>
  );
}

/** Placeholder while the goal to edit is read. */
function WizardSkeleton() {
  return (
    <div className="mt-8" role="status">
      <span className="sr-only">Loading your goal...</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-3 h-2" />
      <Skeleton className="mt-6 h-96 rounded-xl" />
    </div>
  );
}

function BackToGoals() {
  return (
    <Button variant="outline" asChild className="self-start">
      <Link to="/goal-tracking">
        <ListChecks aria-hidden="true" />
        Go to Goal Tracking
      </Link>
    </Button>
  );
}

/** Edits goal `id` once it has been read; not found and load failures get their own states. */
function EditGoal({ id, today }: { id: string; today: string }) {
  const query = useQuery({ ...goalQuery(id), refetchOnMount: 'always' });
  // Chosen once, from a fresh read: later refetches (saving refreshes goal queries) never reset the wizard.
  const [initialDraft, setInitialDraft] = useState<GoalDraft | null>(null);
  if (initialDraft === null && query.isSuccess && !query.isFetching)
    setInitialDraft(draftFromGoal(query.data));

  if (initialDraft) {
    return (
      <WizardFrame title="Edit Goal">
        <GoalWizard goalId={id} initialDraft={initialDraft} today={today} />
      </WizardFrame>
    );
  }
  if (query.isError) {
    const { status } = parseApiError(query.error);
    if (status === 404 || status === 400) {
      return (
        <WizardFrame title="Goal Not Found">
          <Alert className="mt-8 p-5">
            <SearchX aria-hidden="true" />
            <AlertTitle>This goal could not be found</AlertTitle>
            <AlertDescription className="flex flex-col gap-4">
              <p className="text-muted-foreground">It may have been deleted, or the link may be wrong.</p>
              <BackToGoals />
            </AlertDescription>
          </Alert>
        </WizardFrame>
      );
    }
    return (
      <WizardFrame title="Edit Goal">
        <Alert variant="destructive" className="mt-8 p-5">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Could not load this goal</AlertTitle>
          <AlertDescription className="flex flex-col gap-4">
            <p>Check your connection and try again.</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" pending={query.isFetching} onClick={() => void query.refetch()}>
                <RotateCcw aria-hidden="true" />
                Try Again
              </Button>
              <BackToGoals />
            </div>
          </AlertDescription>
        </Alert>
      </WizardFrame>
    );
  }
  return (
    <WizardFrame title="Edit Goal">
      <WizardSkeleton />
    </WizardFrame>
  );
}

/**
 * The /goal-wizard and /goal-wizard/:id screen. A new goal may start with a type and a due date from the address
 * (`?type=quarterly&due=YYYY-MM-DD`, as the Quarterly Review links it); values the wizard does not offer are ignored.
 */
export function GoalWizardPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const today = localDate(useNow());
  // Keyed by the path's id, so going from one goal (or a new one) to another starts the wizard afresh.
  if (id !== undefined) return <EditGoal key={id} id={id} today={today} />;
  return (
    <WizardFrame title="Create a New Goal">
      <GoalWizard
        key="new"
        initialDraft={prefilledGoalDraft(params.get('type'), params.get('due'))}
        today={today}
      />
    </WizardFrame>
  );
}
