/**
 * Home (docs/product.md §2): today's date, a quote, Sign Out and the ten module cards (with a goal summary), and the
 * way to Settings and to Settings → Calendars.
 */
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  ChartColumn,
  LayoutGrid,
  ListChecks,
  LoaderCircle,
  type LucideIcon,
  NotebookPen,
  Settings,
  Sparkles,
  Sunrise,
  Target,
} from 'lucide-react';
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest } from '../../lib/api.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { localDate, useNow } from '../../lib/use-now.ts';
import { cn } from '../../lib/utils.ts';
import { signOut, useUser } from '../auth/api.ts';
import { dailyPlanQuery } from '../daily-plans/api.ts';
import { morningElements, ritualsQuery } from '../rituals/api.ts';
import { resolveDailyPlanningEntry } from './daily-planning-entry.ts';
import { pickQuote } from './quotes.ts';

// The Goal Tracking card's summary and the goal code it needs load when the card first renders (ADR 022).
const GoalSummaryLine = lazy(() =>
  import('./goal-summary-line.tsx').then((m) => ({ default: m.GoalSummaryLine })),
);

interface ModuleCard {
  title: string;
  to: string;
  description: string;
  icon: LucideIcon;
}

const modules: readonly ModuleCard[] = [
  {
    title: 'Daily Planning',
    to: '/daily-planning',
    description: 'Set your Big 3 and define what winning looks like today.',
    icon: CalendarCheck,
  },
  {
    title: 'Week Planner',
    to: '/week',
    description: 'Lay your days out across the week, over your Ideal Week.',
    icon: CalendarRange,
  },
  {
    title: 'Weekly Review',
    to: '/weekly-review',
    description: 'Reflect on your wins and choose next week’s priorities.',
    icon: NotebookPen,
  },
  {
    title: 'Clarity Break',
    to: '/clarity-breaks',
    description: 'Step back to pray, think and commit to what matters.',
    icon: Sparkles,
  },
  {
    title: 'Goal Tracking',
    to: '/goal-tracking',
    description: 'Follow your goals and celebrate each milestone.',
    icon: Target,
  },
  {
    title: 'Ritual Builder',
    to: '/ritual-builder',
    description: 'Shape the rituals that start and end your workday.',
    icon: Sunrise,
  },
  {
    title: 'Ideal Week',
    to: '/ideal-week',
    description: 'Design the week you want, one time block at a time.',
    icon: LayoutGrid,
  },
  {
    title: 'Calendar at a Glance',
    to: '/calendar',
    description: 'See your month and week, and compare them to your ideal.',
    icon: CalendarDays,
  },
  {
    title: 'Habit Tracker',
    to: '/habit-tracker',
    description: 'Build lasting habits and keep your streaks alive.',
    icon: ListChecks,
  },
  {
    title: 'Insights',
    to: '/insights',
    description: 'See the trend of your weeks, not just the day.',
    icon: ChartColumn,
  },
];

/** Sends POST /api/daily-plans/seed-mock once when Home loads; failures are ignored (docs/product.md §7, §8). */
function useSeedMockPlans(): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    apiRequest('POST', '/api/daily-plans/seed-mock').catch(() => {
      // Seeding is best-effort.
    });
  }, []);
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The Daily Planning card's click (docs/product.md §2 Home): looks up today's plan and onboarding, then navigates to
 * /daily-overview, /daily-planning or /onboarding. The card stays a link to /daily-planning, so opening it in a
 * new tab (modifier keys, middle click) keeps working without the check.
 */
function useDailyPlanningEntry(): {
  checking: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
} {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    const today = localDate(new Date());
    resolveDailyPlanningEntry({
      fetchTodayPlan: () => client.fetchQuery(dailyPlanQuery(today)),
      readOnboardingFlag: () => {
        const flag = readStorage(storageKeys.hasCompletedOnboarding, (value) => value);
        return flag !== null && flag !== false;
      },
      fetchMorningRitual: async () => morningElements(await client.fetchQuery(ritualsQuery)),
      rememberOnboarding: (elements) => {
        writeStorage(storageKeys.hasCompletedOnboarding, true);
        writeStorage(storageKeys.morningRitual, elements);
      },
    })
      .then((destination) => navigate(destination))
      .finally(() => setChecking(false));
  };

  return { checking, onClick };
}

/** A module card; the title is the link and its hit area stretches over the whole card. */
function ModuleLink({
  title,
  to,
  description,
  icon: Icon,
  busy = false,
  onClick,
  footer,
}: ModuleCard & {
  busy?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Extra lines under the description (the Goal Tracking card's summary). */
  footer?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'group relative flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition',
        'hover:-translate-y-0.5 hover:border-border-strong hover:shadow-md',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
          {busy ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Icon className="size-5" aria-hidden="true" />
          )}
        </span>
      </div>
      <h3 className="font-display text-lg leading-tight font-semibold">
        <Link
          to={to}
          onClick={onClick}
          aria-busy={busy || undefined}
          className="text-foreground after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {title}
        </Link>
      </h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
      {footer}
    </div>
  );
}

/** The signed-in welcome screen. */
export function HomePage() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const now = useNow();
  const [quote] = useState(() => pickQuote());
  useSeedMockPlans();
  useDocumentTitle('Home');
  const dailyPlanning = useDailyPlanningEntry();

  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
            {greeting(now.getHours())}
            {firstName ? (
              <>
                , <bdi>{firstName}</bdi>
              </>
            ) : null}
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            <time dateTime={format(now, 'yyyy-MM-dd')}>{format(now, 'EEEE, MMMM d, yyyy')}</time>
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Steward your time well: plan with purpose, lead with faith and finish the day strong.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          <Button variant="outline" asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/settings/calendars">
              <CalendarDays aria-hidden="true" />
              Calendar settings
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut(queryClient)}>
            Sign Out
          </Button>
        </div>
      </div>

      <figure className="relative mt-10 overflow-hidden rounded-2xl bg-primary px-6 py-8 text-primary-foreground shadow-md sm:px-10 sm:py-10">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-3 left-3 font-display text-[8rem] leading-none text-white/10 select-none"
        >
          “
        </span>
        <blockquote className="relative">
          <p className="font-display text-xl leading-relaxed sm:text-2xl">{quote.text}</p>
        </blockquote>
        <figcaption className="relative mt-4 text-sm font-medium text-[#f0d9a8]">— {quote.source}</figcaption>
      </figure>

      <section aria-labelledby="modules-heading" className="mt-12">
        <h2 id="modules-heading" className="font-display text-2xl font-semibold tracking-tight">
          Your planning tools
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {modules.map((module) => (
            <li key={module.to}>
              {module.to === '/daily-planning' ? (
                <ModuleLink {...module} busy={dailyPlanning.checking} onClick={dailyPlanning.onClick} />
              ) : module.to === '/goal-tracking' ? (
                <ModuleLink
                  {...module}
                  footer={
                    <Suspense fallback={null}>
                      <GoalSummaryLine today={localDate(now)} />
                    </Suspense>
                  }
                />
              ) : (
                <ModuleLink {...module} />
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
