/**
 * The session-value slider of the Clarity Break (docs/product.md §2, §5, §9): 1-100 in steps of 1, default 50, with the
 * question as its label and 'Low Value' / 'High Value' at the ends. Radix Slider: arrow keys, Page Up/Down, Home
 * and End work, and the thumb is a labelled role="slider".
 */
import { Slider } from 'radix-ui';
import { useId } from 'react';
import { SCORE_MAX, SCORE_MIN } from '../../../../core/clarity-break.ts';

/** The question the slider asks (docs/product.md §2). */
export const SCORE_QUESTION = 'How valuable was this reflection time? (1-100)';

/** Props of ScoreSlider. */
export interface ScoreSliderProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** The labelled 1-100 slider with its current value. */
export function ScoreSlider({ value, onChange, disabled = false }: ScoreSliderProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-end justify-between gap-4">
        <p id={`${id}-label`} className="min-w-0 flex-1 text-sm font-medium text-foreground">
          {SCORE_QUESTION}
        </p>
        <output
          htmlFor={`${id}-thumb`}
          aria-live="polite"
          className="shrink-0 font-display text-3xl font-semibold whitespace-nowrap tabular-nums text-primary"
        >
          {value}
        </output>
      </div>
      <Slider.Root
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-60"
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={1}
        value={[value]}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          id={`${id}-thumb`}
          aria-labelledby={`${id}-label`}
          className="block size-6 rounded-full border-2 border-primary bg-card shadow-md transition-colors focus-visible:ring-4 focus-visible:ring-ring/30 focus-visible:outline-none"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs font-medium text-muted-foreground">
        <span>Low Value</span>
        <span>High Value</span>
      </div>
    </div>
  );
}
