/** The 'Coming Soon' page of docs/product.md §1: Habit Tracker. */
import { ArrowLeft, Check } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A module that is not built yet: its title, what it will cover, and a way back home. */
export function ComingSoonPage({
  title,
  description,
  items,
}: {
  title: string;
  description: string;
  items: readonly string[];
}) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <Button variant="ghost" className="-ml-3" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Button>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-semibold tracking-tight">{title}</h1>
        <h2 className="inline-flex items-center rounded-full border border-accent/40 bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-foreground">
          Coming Soon
        </h2>
      </div>
      <p className="mt-3 text-lg text-muted-foreground">{description}</p>
      <Card className="mt-8">
        <CardContent className="pt-6">
          <p className="text-sm font-medium text-muted-foreground">This module will include:</p>
          <ul className="mt-3 space-y-2">
            {items.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** /habit-tracker */
export function HabitTrackerPage() {
  return (
    <ComingSoonPage
      title="Habit Tracker"
      description="Build the small daily habits that add up to a faithful life."
      items={['Habit tracking', 'Streak visualization', 'Progress insights']}
    />
  );
}
