/**
 * Settings → Calendars (/settings/calendars): the connected sources with their calendars (shown, busy,
 * colour, life domain), where time blocks go, "Connect Google Calendar" (when the server offers Google) and the
 * forms to add a CalDAV account or an ICS feed. A new user first sees what each kind of calendar is for.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, RotateCw } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { OnceOpened } from '../../../lib/once-opened.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { providersQueryOptions } from '../../auth/api.ts';
import { type CalendarSource, sourcesQuery } from '../api.ts';
import { BlocksTarget } from './blocks-target.tsx';
import { ConnectGoogleCard, GoogleConnectError } from './connect-google.tsx';
import { SourceCard, sourceHeadingId } from './source-card.tsx';

/*
 * Loaded apart from the page (ADR 029): the add forms (with react-hook-form) once the page has rendered, below the
 * sources; the confirmation (with Radix AlertDialog) when it first opens.
 */
const AddCaldavForm = lazy(() =>
  import('./add-source-forms.tsx').then((m) => ({ default: m.AddCaldavForm })),
);
const AddIcsForm = lazy(() => import('./add-source-forms.tsx').then((m) => ({ default: m.AddIcsForm })));
const DisconnectDialog = lazy(() =>
  import('./disconnect-dialog.tsx').then((m) => ({ default: m.DisconnectDialog })),
);

function NoCalendarsYet({ googleOffered }: { googleOffered: boolean }) {
  return (
    <Card>
      <CardContent className="grid gap-4 px-4 pt-6 sm:px-6">
        <div className="flex items-start gap-3">
          <CalendarDays className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-display text-lg font-semibold">No calendars connected yet</p>
            <p className="text-sm text-muted-foreground">
              Connect the calendars you already live in, and Steward plans around them: their events appear on
              your daily timeline and suggested times skip the hours they keep busy.
            </p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {googleOffered ? (
            <div className="rounded-lg bg-muted/50 px-4 py-3 sm:col-span-2">
              <dt className="font-semibold">Google Calendar</dt>
              <dd className="mt-1 text-muted-foreground">
                Your Google calendars, after you allow Steward on Google’s page. Steward can put your time
                blocks in one of them.
              </dd>
            </div>
          ) : null}
          <div className="rounded-lg bg-muted/50 px-4 py-3">
            <dt className="font-semibold">A CalDAV account</dt>
            <dd className="mt-1 text-muted-foreground">
              Nextcloud, iCloud, Fastmail, Radicale and other calendar servers. Steward reads every calendar
              of the account and can put your time blocks in one of them.
            </dd>
          </div>
          <div className="rounded-lg bg-muted/50 px-4 py-3">
            <dt className="font-semibold">An ICS feed</dt>
            <dd className="mt-1 text-muted-foreground">
              A calendar published as a link: a shared Outlook calendar, your school, church or the public
              holidays. Read only: its events show and count as busy.
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function LoadingSources() {
  return (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Loading your calendars...</span>
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}

/** The /settings/calendars screen. */
export function CalendarSettingsPage() {
  useDocumentTitle('Calendars');
  const navigate = useNavigate();
  const now = useNow();
  const sources = useQuery(sourcesQuery);
  const providers = useQuery(providersQueryOptions);
  const googleOffered = providers.data?.some((provider) => provider.id === 'google') ?? false;
  const [disconnecting, setDisconnecting] = useState<CalendarSource | null>(null);
  const list = sources.data ?? [];

  // A new source takes focus once it is on screen, so a keyboard or screen reader user lands on what they added.
  const focusSource = (source: CalendarSource) =>
    requestAnimationFrame(() => document.getElementById(sourceHeadingId(source.id))?.focus());
  const focusList = () => requestAnimationFrame(() => document.getElementById('your-calendars')?.focus());

  let content: ReactNode;
  if (sources.isPending) content = <LoadingSources />;
  else if (sources.isError && !sources.data)
    content = (
      <Alert variant="destructive">
        <AlertTitle>Could not load your calendars</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>Something went wrong while reading your calendar settings.</p>
          <Button variant="outline" size="sm" onClick={() => void sources.refetch()}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  else if (list.length === 0) content = <NoCalendarsYet googleOffered={googleOffered} />;
  else
    content = (
      <div className="grid gap-6">
        {list.map((source) => (
          <SourceCard key={source.id} source={source} now={now} onDisconnect={setDisconnecting} />
        ))}
        <BlocksTarget />
      </div>
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Button variant="ghost" className="-ml-3" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      <div className="mt-4 min-w-0">
        <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">Settings</p>
        <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Calendars</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted-foreground">
          Bring your real calendars into Steward. Their events show on your daily timeline, count as busy time
          when Steward suggests slots, and can receive the time blocks you schedule.
        </p>
      </div>
      <div className="mt-6 empty:hidden">
        <GoogleConnectError />
      </div>

      <section aria-labelledby="your-calendars" className="mt-10 grid gap-5">
        <h2
          id="your-calendars"
          tabIndex={-1}
          className="font-display text-2xl font-semibold tracking-tight focus:outline-none"
        >
          Your calendars
        </h2>
        {content}
      </section>

      <section aria-labelledby="add-calendar" className="mt-12 grid gap-5">
        <h2 id="add-calendar" className="font-display text-2xl font-semibold tracking-tight">
          Add a calendar
        </h2>
        <div className="grid gap-6 lg:grid-cols-2">
          {googleOffered ? <ConnectGoogleCard /> : null}
          <Suspense fallback={null}>
            <AddCaldavForm onAdded={focusSource} />
            <AddIcsForm onAdded={focusSource} />
          </Suspense>
        </div>
      </section>

      <OnceOpened open={disconnecting !== null}>
        <DisconnectDialog
          source={disconnecting}
          onClose={() => setDisconnecting(null)}
          onDisconnected={() => {
            setDisconnecting(null);
            focusList();
          }}
        />
      </OnceOpened>
    </div>
  );
}
