/** The overview's loading placeholders and its 'No Daily Plan Found' alert (docs/product.md §2). */
import { House, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Skeletons in the shape of the plan's sections. */
export function LoadingView() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" role="status">
      <span className="sr-only">Loading your daily plan...</span>
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    </div>
  );
}

/** No plan for the day (or it could not be loaded). */
export function NoPlanView() {
  return (
    <Alert className="mx-auto max-w-2xl p-6">
      <TriangleAlert aria-hidden="true" className="text-accent" />
      <AlertTitle className="font-display text-xl">No Daily Plan Found</AlertTitle>
      <AlertDescription className="flex flex-col gap-5">
        <p className="text-muted-foreground">
          We couldn't find your daily plan for today. This might be because you haven't created one yet or
          there was an error loading it.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Go Home
            </Link>
          </Button>
          <Button asChild>
            <Link to="/daily-planning">Create Daily Plan</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
