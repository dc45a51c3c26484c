/** Goal Tracking's loading, error and empty states (docs/product.md §2: 'No Active Goals', 'No Archived Goals'). */
import { Archive, Plus, RotateCcw, Target, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Placeholders in the shape of two goal cards. */
export function LoadingGoals() {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">Loading your goals...</span>
      <Skeleton className="h-56 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
    </div>
  );
}

/** The goals could not be read; Try Again reads them again. */
export function GoalsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert variant="destructive" className="p-5">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Could not load your goals</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>Check your connection and try again.</p>
        <Button variant="outline" size="sm" pending={retrying} onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border-strong bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

/** No active goals (there are archived ones): Create Goal opens the wizard. */
export function NoActiveGoals() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<Target className="size-7" aria-hidden="true" />}
      title="No Active Goals"
      text="Create your first goal to get started!"
      action={
        <Button className="mt-6" onClick={() => navigate('/goal-wizard')}>
          <Plus aria-hidden="true" />
          Create Goal
        </Button>
      }
    />
  );
}

/** No archived goals. */
export function NoArchivedGoals() {
  return (
    <EmptyState
      icon={<Archive className="size-7" aria-hidden="true" />}
      title="No Archived Goals"
      text="You haven't archived any goals yet."
    />
  );
}
