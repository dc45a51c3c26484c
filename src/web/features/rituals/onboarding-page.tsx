/**
 * Onboarding (/onboarding, docs/product.md §2, §4, §5): two steps. Step 1 welcomes the person and explains why a
 * morning ritual helps; step 2 'Customize Your Morning Ritual' shows the three default elements (not removable) and
 * lets them add and remove custom ones. Complete Setup saves the ritual, sets the local onboarding keys and goes on
 * to /daily-planning.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  BookOpen,
  Compass,
  HandHeart,
  LoaderCircle,
  type LucideIcon,
  Sunrise,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_RITUAL_ELEMENTS, MAX_ITEM_LENGTH, MAX_LIST_ITEMS } from '../../../core/daily-plan.ts';
import { TextListEditor } from '../../components/text-list-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { readStorage, storageKeys, stringList, writeStorage } from '../../lib/storage.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/utils.ts';
import { morningElements, ritualsQuery, useSaveRitual } from './api.ts';

const STEP_LABELS = ['Welcome', 'Your ritual'] as const;

const defaults: readonly string[] = DEFAULT_RITUAL_ELEMENTS;

const reasons: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BookOpen,
    title: 'Begin in the Word',
    text: 'A few unhurried minutes in Scripture set your mind on what lasts before the day’s demands arrive.',
  },
  {
    icon: HandHeart,
    title: 'Pray before you plan',
    text: 'Bringing your day to God first turns a to-do list into an act of stewardship.',
  },
  {
    icon: Compass,
    title: 'Lead with a clear mission',
    text: 'Asking what He has for you today gives your Big 3 direction and your work its purpose.',
  },
];

/** The custom (non-default) elements of a saved ritual. */
function customElements(elements: readonly string[] | null): string[] {
  return (elements ?? []).filter((element) => !defaults.includes(element));
}

/** 'Step n of 2' with a two-segment bar and the step names. */
function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-muted-foreground">
        Step {step} of {STEP_LABELS.length}
      </p>
      <ol aria-label="Onboarding steps" className="mt-3 grid grid-cols-2 gap-3">
        {STEP_LABELS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'upcoming';
          return (
            <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="grid gap-2">
              <span
                aria-hidden="true"
                className={cn('h-1.5 rounded-full', state === 'upcoming' ? 'bg-border' : 'bg-primary')}
              />
              <span
                className={cn(
                  'text-xs font-semibold tracking-[0.12em] uppercase',
                  state === 'upcoming' ? 'text-muted-foreground' : 'text-foreground',
                )}
              >
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The onboarding screen. */
export function OnboardingPage() {
  useDocumentTitle('Welcome');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Someone who comes back here keeps the custom elements saved before (server first, then this browser).
  const rituals = useQuery(ritualsQuery);
  const [storedRitual] = useState(() => readStorage(storageKeys.morningRitual, stringList));
  const [editedCustoms, setEditedCustoms] = useState<string[] | null>(null);
  const customs = editedCustoms ?? customElements(morningElements(rituals.data) ?? storedRitual);
  const [entry, setEntry] = useState('');
  const saveRitual = useSaveRitual({
    onSaved: () => {
      writeStorage(storageKeys.hasCompletedOnboarding, true);
      // Leave onboarding only if the person is still on it (they may have moved on while it saved).
      if (window.location.pathname === '/onboarding') navigate('/daily-planning');
    },
  });

  // Moving between steps puts focus on the new step's heading (not on first load).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const completeSetup = () => {
    const elements = [...defaults, ...customs];
    saveRitual.mutate({ type: 'morning', elements });
  };

  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,_var(--color-accent-soft),_transparent_70%)]"
      />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
        <StepIndicator step={step} />
        <Card className="p-6 sm:p-10">
          {step === 1 ? (
            <section aria-labelledby="onboarding-heading">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-foreground">
                <Sunrise className="size-7" aria-hidden="true" />
              </span>
              <h1
                id="onboarding-heading"
                ref={headingRef}
                tabIndex={-1}
                className="mt-6 font-display text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
              >
                Welcome to Steward
              </h1>
              <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
                Before you plan your first day, let’s set up the morning ritual that will anchor it.
              </p>
              <h2 className="mt-8 text-sm font-semibold tracking-[0.16em] text-accent-foreground uppercase">
                Why a morning ritual?
              </h2>
              <ul className="mt-4 grid gap-5">
                {reasons.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h3 className="font-semibold">{title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <div className="mt-10 flex justify-end">
                <Button size="lg" className="w-full sm:w-auto" onClick={() => setStep(2)}>
                  Continue
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </section>
          ) : (
            <section aria-labelledby="onboarding-heading">
              <h1
                id="onboarding-heading"
                ref={headingRef}
                tabIndex={-1}
                className="font-display text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
              >
                Customize Your Morning Ritual
              </h1>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                Your ritual begins with three essentials. Add any other practice that helps you start the day
                well; you can remove the ones you add.
              </p>
              <div className="mt-8">
                <TextListEditor
                  listLabel="Morning ritual elements"
                  inputLabel="Add a custom element"
                  placeholder="e.g. Gratitude journal"
                  fixedItems={defaults}
                  items={customs}
                  entry={entry}
                  onEntryChange={setEntry}
                  onAdd={(text) => setEditedCustoms([...customs, text])}
                  onRemove={(index) => setEditedCustoms(customs.filter((_, i) => i !== index))}
                  maxItems={MAX_LIST_ITEMS - defaults.length}
                  maxLength={MAX_ITEM_LENGTH}
                />
              </div>
              <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <Button variant="outline" size="lg" onClick={() => setStep(1)}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
                <Button
                  size="lg"
                  onClick={completeSetup}
                  pending={saveRitual.isPending}
                  aria-busy={saveRitual.isPending}
                >
                  {saveRitual.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                  Complete Setup
                </Button>
              </div>
            </section>
          )}
        </Card>
      </div>
    </div>
  );
}
