/** The landing page (docs/product.md §2): what every signed-out or still-loading visitor sees, whatever the path. */
import { CalendarCheck, NotebookPen, Sunrise, Target } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { signInButtonAttribute, signInReturningTo } from './landing-sign-in.ts';

const features = [
  {
    title: 'Daily Planning',
    description: 'Name your Big 3, define what a win looks like and see distractions coming.',
    icon: CalendarCheck,
  },
  {
    title: 'Weekly Reviews',
    description: 'Celebrate your wins, learn from the week and set next week’s priorities.',
    icon: NotebookPen,
  },
  {
    title: 'Goal Tracking',
    description: 'Turn SMARTER goals into milestones and watch steady progress add up.',
    icon: Target,
  },
  {
    title: 'Morning Rituals',
    description: 'Begin each day with Scripture, prayer and a clear sense of mission.',
    icon: Sunrise,
  },
] as const;

/**
 * Title, subtitle, four feature cards and the two sign-in buttons (both go to /api/login, back to this path). The
 * build also renders it to static HTML for visitors without a session (landing.html, ADR 022).
 */
export function LandingPage() {
  const { pathname, search } = useLocation();
  const signIn = () => signInReturningTo(`${pathname}${search}`);
  const marked = { [signInButtonAttribute]: '' };
  useDocumentTitle();

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,_var(--color-accent-soft),_transparent_65%)]"
      />
      <section className="mx-auto max-w-3xl px-4 pt-20 pb-14 text-center sm:px-6 sm:pt-28">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-foreground uppercase">
          Faithful planning for leaders
        </p>
        <h1 className="mt-4 font-display text-5xl font-semibold tracking-tight sm:text-6xl">Steward</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
          Plan each day around the priorities that matter most, and lead your work and life with clarity,
          purpose and faith.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" className="w-full sm:w-auto" onClick={signIn} {...marked}>
            Get Started
          </Button>
          <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={signIn} {...marked}>
            Sign In to Continue
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <h2 id="features-heading" className="sr-only">
          What Steward helps you do
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader className="gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="leading-relaxed">{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
