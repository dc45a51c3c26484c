/**
 * Run mode (/ritual-builder/{type}/run?date=YYYY-MM-DD, today in the browser's zone by default; ADR 044): one element
 * at a time with its timer, Done (checks it off) or Skip (leaves it not done) moving on, a way back, then a summary
 * with the count, the list and the current streak. Every answer saves the day's whole run (PUT); a ritual not saved
 * yet is first saved as shown (POST, the defaults). Reopening the run of a date resumes on its first element not
 * done.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, CircleCheck, CircleMinus, SkipForward } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isValidLocalDate, longDate } from '../../../core/dates.ts';
import { RITUAL_DEFAULT_ELEMENTS, RITUAL_NAMES, type RitualType } from '../../../core/rituals.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate } from '../../lib/use-now.ts';
import {
  ritualRunsQuery,
  ritualStatsQuery,
  ritualsQuery,
  savedRitual,
  useSaveRitual,
  useSaveRun,
} from './api.ts';
import { daysText, doneCount, fitCompleted, resumeStep } from './run-steps.ts';
import { RunTimer } from './run-timer.tsx';

/** The run screen of one ritual type (the route table gives each type its own path). */
export function RitualRunPage({ type }: { type: RitualType }) {
  const name = RITUAL_NAMES[type];
  useDocumentTitle(`${name} Ritual`);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('date');
  const date = requested && isValidLocalDate(requested) ? requested : localDate(new Date());
  const rituals = useQuery(ritualsQuery);
  // The run may have changed elsewhere (the overview's Morning Ritual checkbox writes the morning run): read it again.
  const runs = useQuery({ ...ritualRunsQuery(date), refetchOnMount: 'always' });
  const saved = savedRitual(rituals.data, type);

  let content: ReactNode;
  if (rituals.isError || runs.isError) {
    content = (
      <Card className="grid justify-items-start gap-4 p-6">
        <p role="alert">We couldn't load this ritual. Please try again.</p>
        <Button
          variant="outline"
          onClick={() => void Promise.all([rituals.refetch(), runs.refetch()])}
          pending={rituals.isFetching || runs.isFetching}
        >
          Try Again
        </Button>
      </Card>
    );
  } else if (
    !rituals.isSuccess ||
    !(runs.isFetchedAfterMount || (runs.isSuccess && runs.fetchStatus === 'paused'))
  ) {
    // Offline (the read waits for the network) the runs last read, kept in this browser, are shown (ADR 055).
    content = (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  } else {
    content = (
      <RunFlow
        key={`${type}:${date}`}
        type={type}
        date={date}
        elements={saved?.elements ?? [...RITUAL_DEFAULT_ELEMENTS[type]]}
        minutes={saved?.minutes}
        isSaved={saved !== undefined}
        initial={runs.data?.find((run) => run.type === type)?.completed}
      />
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={`/ritual-builder?ritual=${type}`}>
          <ArrowLeft aria-hidden="true" />
          Ritual Builder
        </Link>
      </Button>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{name} Ritual</h1>
      <p className="mt-1 mb-6 text-muted-foreground">
        <time dateTime={date}>{longDate(date)}</time>
      </p>
      {content}
    </div>
  );
}

/** Props of RunFlow. */
interface RunFlowProps {
  type: RitualType;
  date: string;
  elements: readonly string[];
  minutes: readonly number[] | undefined;
  isSaved: boolean;
  /** The day's saved flags, if any. */
  initial: readonly boolean[] | undefined;
}

/** The steps and the summary of one day's run. */
function RunFlow({ type, date, elements, minutes, isSaved, initial }: RunFlowProps) {
  const name = RITUAL_NAMES[type];
  const count = elements.length;
  const [completed, setCompleted] = useState(() => fitCompleted(initial, count));
  const [step, setStep] = useState(() => resumeStep(fitCompleted(initial, count)));
  const [announcement, setAnnouncement] = useState('');
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saveRitual = useSaveRitual();
  const saveRun = useSaveRun();
  const ritualSaved = useRef(isSaved);
  const queue = useRef(Promise.resolve());
  const finished = step >= count;

  useEffect(() => {
    if (finished && moved.current) summaryHeading.current?.focus();
  }, [finished]);

  /**
   * Saves the run: a ritual not saved yet is saved first; then the run write joins the offline writes, sent in order
   * (ADR 055: each PUT carries the whole list, so the last one wins) and kept while the network is gone.
   */
  const persist = (next: boolean[]) => {
    queue.current = queue.current
      .then(async () => {
        if (!ritualSaved.current) {
          await saveRitual.mutateAsync({ type, elements: [...elements] });
          ritualSaved.current = true;
        }
        const label = `${name} ritual on ${date}: ${doneCount(next)} of ${count} done`;
        saveRun.mutate({ type, date, completed: next, label });
      })
      // The mutations' own error toasts tell the person; the next answer sends the whole list again.
      .catch(() => undefined);
  };

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
    const element = elements[next];
    setAnnouncement(element === undefined ? '' : `Step ${next + 1} of ${count}: ${element}`);
  };

  const answer = (done: boolean) => {
    const next = completed.map((flag, i) => (i === step ? done : flag));
    setCompleted(next);
    persist(next);
    goTo(step + 1);
  };

  const element = elements[step];
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {finished || element === undefined ? (
        <RunSummary
          type={type}
          date={date}
          elements={elements}
          completed={completed}
          isSaved={isSaved}
          headingRef={summaryHeading}
          onBack={() => goTo(count - 1)}
        />
      ) : (
        <Card className="grid gap-6 p-5 sm:p-8">
          <div className="grid gap-2">
            <p className="text-sm font-medium text-muted-foreground">
              Step {step + 1} of {count}
            </p>
            <Progress value={(step / count) * 100} aria-label="Ritual progress" />
          </div>
          <div className="grid gap-1">
            <h2 dir="auto" className="font-display text-2xl font-semibold tracking-tight break-words">
              {element}
            </h2>
            {minutes?.[step] !== undefined ? (
              <p className="text-sm text-muted-foreground">{minutes[step]} min</p>
            ) : null}
          </div>
          <RunTimer key={step} minutes={minutes?.[step]} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => answer(true)}>
              <Check aria-hidden="true" />
              Done
            </Button>
            <Button size="lg" variant="outline" onClick={() => answer(false)}>
              <SkipForward aria-hidden="true" />
              Skip
            </Button>
          </div>
          <div>
            <Button variant="ghost" className="-ml-3" onClick={() => goTo(step - 1)} disabled={step === 0}>
              <ArrowLeft aria-hidden="true" />
              Previous step
            </Button>
          </div>
        </Card>
      )}
    </>
  );
}

/** Props of RunSummary. */
interface RunSummaryProps {
  type: RitualType;
  date: string;
  elements: readonly string[];
  completed: readonly boolean[];
  isSaved: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}

/** The end of a run: 'n of m done', each element done or skipped, the current streak, and where to go next. */
function RunSummary({ type, date, elements, completed, isSaved, headingRef, onBack }: RunSummaryProps) {
  const stats = useQuery({ ...ritualStatsQuery(type), enabled: isSaved });
  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <div className="grid gap-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold tracking-tight focus:outline-none"
        >
          Summary
        </h2>
        <p className="text-lg font-semibold">
          {doneCount(completed)} of {elements.length} done
        </p>
        {stats.data ? (
          <p className="text-sm text-muted-foreground">
            Current streak:{' '}
            <span className="font-semibold text-foreground">{daysText(stats.data.currentStreak)}</span>
          </p>
        ) : null}
      </div>
      <ul aria-label="Elements" className="grid gap-2">
        {elements.map((element, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: elements may repeat; the list never reorders here.
            key={i}
            className="flex items-center gap-3 rounded-lg border border-border px-3 py-2"
          >
            {completed[i] ? (
              <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <CircleMinus className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span dir="auto" className="min-w-0 flex-1 break-words">
              {element}
            </span>
            <span
              className={completed[i] ? 'text-sm font-medium text-success' : 'text-sm text-muted-foreground'}
            >
              {completed[i] ? 'Done' : 'Skipped'}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild size="lg">
          <Link to={`/daily-overview?date=${date}`}>Back to Overview</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={`/ritual-builder?ritual=${type}`}>Back to Ritual Builder</Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Previous step
        </Button>
      </div>
    </Card>
  );
}
