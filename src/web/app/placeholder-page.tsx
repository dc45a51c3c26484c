/** A stand-in for member screens that later issues build (one line each in routes.tsx). */
import { Hourglass } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shows the screen's title and a way back home. */
export function PlaceholderPage({ title }: { title: string }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Hourglass className="mb-6 size-10 text-accent" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">This part of Steward is being prepared.</p>
      <Button className="mt-8" variant="outline" onClick={() => navigate('/')}>
        Back to Home
      </Button>
    </div>
  );
}
