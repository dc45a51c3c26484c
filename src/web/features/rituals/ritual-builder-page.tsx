/**
 * Ritual Builder (/ritual-builder?ritual=morning|startup|shutdown; ADR 043, ADR 044): the three rituals as tabs
 * (Morning, Workday Startup, Workday Shutdown), each edited in its own RitualEditor. Every tab stays mounted while
 * another is shown, so an unsaved edit survives switching tabs; the chosen tab is kept in the URL.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RITUAL_NAMES, RITUAL_TYPES, type RitualType, ritualType } from '../../../core/rituals.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ritualsQuery, savedRitual } from './api.ts';
import { RitualEditor } from './ritual-editor.tsx';

/** The /ritual-builder screen. */
export function RitualBuilderPage() {
  useDocumentTitle('Ritual Builder');
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab is component state, mirrored into `?ritual=` for a reload, so the selection follows the key at once
  // rather than after the router's navigation.
  const [shown, setShown] = useState<RitualType>(
    () => ritualType.safeParse(searchParams.get('ritual')).data ?? 'morning',
  );
  const rituals = useQuery(ritualsQuery);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Ritual Builder</h1>
      <p className="mt-2 text-lg text-muted-foreground">
        Design the rituals that frame your day with intention, then run them step by step.
      </p>

      {rituals.isPending ? (
        <div className="mt-8 grid gap-3" aria-busy="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : rituals.isError ? (
        <Card className="mt-8 grid justify-items-start gap-4 p-6">
          <p role="alert">We couldn't load your rituals. Please try again.</p>
          <Button variant="outline" onClick={() => void rituals.refetch()} pending={rituals.isFetching}>
            Try Again
          </Button>
        </Card>
      ) : (
        <Tabs
          value={shown}
          onValueChange={(value) => {
            const type = ritualType.safeParse(value).data;
            if (!type) return;
            setShown(type);
            setSearchParams({ ritual: type }, { replace: true });
          }}
          className="mt-8"
        >
          <TabsList aria-label="Rituals" className="h-auto">
            {RITUAL_TYPES.map((type) => (
              <TabsTrigger key={type} value={type} className="min-h-9 py-1.5 leading-tight">
                {RITUAL_NAMES[type]}
              </TabsTrigger>
            ))}
          </TabsList>
          {RITUAL_TYPES.map((type) => (
            <TabsContent key={type} value={type} forceMount className="mt-6 data-[state=inactive]:hidden">
              <Card className="p-4 sm:p-6">
                <RitualEditor type={type} saved={savedRitual(rituals.data, type)} />
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
