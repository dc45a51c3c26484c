/**
 * The Quarterly Review form (docs/product.md §2 Quarterly Review; ADR 057): Top Wins picked from the wins of the
 * quarter's weekly reviews (up to 10, plus one of the person's own), the reflection, and the next quarter's focus
 * (three inputs) with a way to set the next quarter's goals in the Goal Wizard. The page mounts one form per
 * quarter (keyed by it), so a quarter's values never leak into another's.
 */
import { LoaderCircle, NotebookPen, Save, Target, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MAX_ITEM_LENGTH, MAX_TEXT_LENGTH } from '../../../core/daily-plan.ts';
import {
  MAX_TOP_WINS,
  QUARTERLY_REFLECTION_PROMPT,
  quarterlyReviewInput,
  quarterRange,
  shiftQuarter,
} from '../../../core/quarterly-review.ts';
import { weekLabel } from '../../../core/weeks.ts';
import { FormCard } from '../../components/form-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { type QuarterlyReview, type QuarterSummary, useSaveQuarterlyReview } from './api.ts';

const FOCUS_SLOTS = [0, 1, 2] as const;

/** The form's fields: the chosen wins (texts), one more win, the reflection and three focus inputs. */
interface Fields {
  chosen: string[];
  ownWin: string;
  reflection: string;
  focus: string[];
}

/** The wins offered: the weekly reviews' wins (first week first, each once), then saved wins not among them. */
function offeredWins(
  summary: QuarterSummary,
  review: QuarterlyReview | null,
): { text: string; week?: string }[] {
  const offered = new Map<string, string | undefined>();
  for (const win of summary.wins) if (!offered.has(win.text)) offered.set(win.text, win.weekStartDate);
  for (const text of review?.topWins ?? []) if (!offered.has(text)) offered.set(text, undefined);
  return [...offered].map(([text, week]) => ({ text, week }));
}

/** Props of QuarterlyReviewForm. */
export interface QuarterlyReviewFormProps {
  quarter: string;
  summary: QuarterSummary;
  review: QuarterlyReview | null;
}

/** The review form of one quarter. */
export function QuarterlyReviewForm({ quarter, summary, review }: QuarterlyReviewFormProps) {
  const id = useId();
  const save = useSaveQuarterlyReview(quarter);
  const wins = offeredWins(summary, review);
  const { register, handleSubmit, watch, setValue } = useForm<Fields>({
    defaultValues: {
      chosen: review?.topWins ?? [],
      ownWin: '',
      reflection: review?.reflection ?? '',
      focus: FOCUS_SLOTS.map((slot) => review?.nextQuarterFocus[slot] ?? ''),
    },
  });
  const chosen = watch('chosen');
  const ownWin = watch('ownWin').trim();
  const room = MAX_TOP_WINS - chosen.length - (ownWin === '' ? 0 : 1);
  const nextQuarter = shiftQuarter(quarter, 1);
  const goalLink = `/goal-wizard?type=quarterly&due=${quarterRange(nextQuarter).endDate}`;

  const toggle = (text: string, on: boolean) =>
    setValue('chosen', on ? [...chosen, text] : chosen.filter((win) => win !== text), { shouldDirty: true });

  const submit = handleSubmit((fields) => {
    if (save.isPending) return;
    const own = fields.ownWin.trim();
    const body = quarterlyReviewInput.safeParse({
      topWins: own === '' || fields.chosen.includes(own) ? fields.chosen : [...fields.chosen, own],
      reflection: fields.reflection,
      nextQuarterFocus: fields.focus,
    });
    if (!body.success) {
      toast({
        variant: 'destructive',
        title: 'Failed to save',
        description:
          body.error.issues[0]?.message ?? 'Could not save your quarterly review. Please try again.',
      });
      return;
    }
    save.mutate(body.data, {
      onSuccess: (saved) => {
        setValue('chosen', saved.topWins);
        setValue('ownWin', '');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Quarterly review">
      <FormCard
        title="Top Wins"
        prompt={`Pick the wins that mattered most this quarter, up to ${MAX_TOP_WINS}.`}
        promptId={`${id}-wins`}
        icon={Trophy}
      >
        {wins.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No wins from weekly reviews this quarter yet. Add one of your own below.
          </p>
        ) : (
          <ul aria-describedby={`${id}-wins`} className="grid gap-2">
            {wins.map((win, index) => {
              const checked = chosen.includes(win.text);
              const boxId = `${id}-win-${index}`;
              return (
                <li
                  key={win.text}
                  className="flex items-start gap-3 rounded-lg border border-border px-3 py-2"
                >
                  <Checkbox
                    id={boxId}
                    className="mt-0.5"
                    checked={checked}
                    disabled={!checked && room <= 0}
                    onCheckedChange={(on) => toggle(win.text, on === true)}
                  />
                  <Label htmlFor={boxId} className="grid min-w-0 flex-1 gap-0.5 font-normal">
                    <span dir="auto" className="break-words">
                      {win.text}
                    </span>
                    {win.week ? (
                      <span className="text-xs text-muted-foreground">Week of {weekLabel(win.week)}</span>
                    ) : null}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {MAX_TOP_WINS - room} of {MAX_TOP_WINS} chosen
        </p>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-own`}>Another win</Label>
          <Input
            id={`${id}-own`}
            maxLength={MAX_ITEM_LENGTH}
            autoComplete="off"
            disabled={room <= 0 && ownWin === ''}
            {...register('ownWin')}
          />
        </div>
      </FormCard>

      <FormCard
        title="Reflection"
        prompt={QUARTERLY_REFLECTION_PROMPT}
        promptId={`${id}-reflection`}
        icon={NotebookPen}
      >
        <Label htmlFor={`${id}-reflection-input`} className="sr-only">
          Reflection
        </Label>
        <Textarea
          id={`${id}-reflection-input`}
          rows={6}
          className="min-h-40 leading-relaxed"
          maxLength={MAX_TEXT_LENGTH}
          aria-describedby={`${id}-reflection`}
          {...register('reflection')}
        />
      </FormCard>

      <FormCard
        title="Next Quarter's Focus"
        prompt="What three things will you focus on next quarter?"
        promptId={`${id}-focus`}
        icon={Target}
      >
        {FOCUS_SLOTS.map((slot) => (
          <div key={slot} className="grid gap-2">
            <Label htmlFor={`${id}-focus-${slot}`}>{`Focus #${slot + 1}`}</Label>
            <Input
              id={`${id}-focus-${slot}`}
              maxLength={MAX_ITEM_LENGTH}
              autoComplete="off"
              aria-describedby={`${id}-focus`}
              {...register(`focus.${slot}`)}
            />
          </div>
        ))}
        <Button variant="outline" asChild className="justify-self-start print:hidden">
          <Link to={goalLink}>
            <Target aria-hidden="true" />
            Set Next Quarter's Goals
          </Link>
        </Button>
      </FormCard>

      <div className="flex justify-end print:hidden">
        <Button type="submit" size="lg" pending={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Saving...
            </>
          ) : (
            <>
              <Save aria-hidden="true" />
              Save Quarterly Review
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
