/** The Page Not Found screen (docs/product.md §2, §8). */
import { Compass } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Shown for any unknown path of a signed-in user. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="mb-6 size-12 text-accent" aria-hidden="true" />
      <h1 className="font-display text-4xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-lg text-muted-foreground">The page you're looking for doesn't exist.</p>
      <Button className="mt-8" size="lg" onClick={() => navigate('/')}>
        Return Home
      </Button>
    </div>
  );
}
