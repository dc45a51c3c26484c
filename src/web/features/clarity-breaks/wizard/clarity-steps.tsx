/**
 * The bodies of the Clarity Break wizard's steps (docs/product.md §2 Clarity Break wizard, §5): the Call to Prayer with
 * its scripture, a question step (three labelled textareas, the questions from core), and the Action Items &
 * Commitments step (add with Enter or the plus button, remove, the empty hint, the session-value slider).
 */
import { MAX_ITEM_LENGTH, MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from '../../../../core/daily-plan.ts';
import { TextListEditor } from '../../../components/text-list-editor.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ScoreSlider } from './score-slider.tsx';

/** The hint of an empty action-item list (docs/product.md §2). */
export const NO_ACTION_ITEMS_TEXT =
  'No action items added yet. Add at least one commitment to complete your Clarity Break.';

/** Step 0: the scripture and the invitation to pray. */
export function PrayerStep() {
  return (
    <div className="grid gap-6">
      <figure className="rounded-xl border border-accent/30 bg-accent-soft px-5 py-6 sm:px-8">
        <blockquote className="font-display text-xl leading-relaxed text-foreground sm:text-2xl">
          “If any of you lacks wisdom, you should ask God, who gives generously to all without finding fault,
          and it will be given to you.”
        </blockquote>
        <figcaption className="mt-3 text-sm font-semibold tracking-[0.12em] text-accent-foreground uppercase">
          James 1:5
        </figcaption>
      </figure>
      <p className="leading-relaxed text-muted-foreground">
        Before you think about the business, quiet your heart. Thank God for what He has entrusted to you, ask
        for wisdom for the decisions in front of you, and invite Him into the next few minutes. When you are
        ready, begin.
      </p>
    </div>
  );
}

/** Props of QuestionStep. */
export interface QuestionStepProps {
  /** 1-based number of the step's first question. */
  firstNumber: number;
  questions: readonly string[];
  responses: Readonly<Record<string, string>>;
  onAnswer: (question: string, answer: string) => void;
  idPrefix: string;
}

/** A question step: each question labels its own textarea. */
export function QuestionStep({ firstNumber, questions, responses, onAnswer, idPrefix }: QuestionStepProps) {
  return (
    <div className="grid gap-7">
      {questions.map((question, index) => {
        const id = `${idPrefix}-q${firstNumber + index}`;
        return (
          <div key={question} className="grid gap-2.5">
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
              >
                {firstNumber + index}
              </span>
              <Label htmlFor={id} className="min-w-0 pt-1 text-base leading-snug">
                {question}
              </Label>
            </div>
            <Textarea
              id={id}
              rows={4}
              className="min-h-28 leading-relaxed"
              maxLength={MAX_TEXT_LENGTH}
              placeholder="Write what comes to mind…"
              value={responses[question] ?? ''}
              onChange={(event) => onAnswer(question, event.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Props of ActionsStep. */
export interface ActionsStepProps {
  items: readonly string[];
  entry: string;
  onEntryChange: (text: string) => void;
  onAdd: (item: string) => void;
  onRemove: (index: number) => void;
  score: number;
  onScoreChange: (score: number) => void;
  saving: boolean;
}

/** The last step: the commitments and the session value. */
export function ActionsStep(props: ActionsStepProps) {
  return (
    <div className="grid gap-8">
      <TextListEditor
        listLabel="Action items"
        inputLabel="Add an action item"
        placeholder="e.g. Meet with Sam about the new role"
        items={props.items}
        entry={props.entry}
        onEntryChange={props.onEntryChange}
        onAdd={props.onAdd}
        onRemove={props.onRemove}
        emptyText={NO_ACTION_ITEMS_TEXT}
        maxItems={MAX_LIST_ITEMS}
        maxLength={MAX_ITEM_LENGTH}
      />
      <div className="rounded-xl border border-border bg-muted/30 p-4 sm:p-5">
        <ScoreSlider value={props.score} onChange={props.onScoreChange} disabled={props.saving} />
      </div>
    </div>
  );
}
