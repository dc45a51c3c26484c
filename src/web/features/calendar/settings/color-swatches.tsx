/**
 * The colour of a calendar: the documented 11 colour ids as a group of radio buttons, each a swatch named by its
 * colour (Google's names for the same palette), so arrow keys move through them and a screen reader says which
 * one is chosen.
 */
import { Check } from 'lucide-react';
import { useId } from 'react';
import { EVENT_COLOR_IDS, type EventColorId, eventColorId } from '../../../../core/calendar/event-colors.ts';
import { eventColorClasses } from '../../../components/event-color-classes.ts';
import { cn } from '../../../lib/utils.ts';

/** The name of each colour id, as calendar apps call them (1 Lavender … 11 Tomato). */
export const COLOR_NAMES: Record<EventColorId, string> = {
  1: 'Lavender',
  2: 'Sage',
  3: 'Grape',
  4: 'Flamingo',
  5: 'Banana',
  6: 'Tangerine',
  7: 'Peacock',
  8: 'Graphite',
  9: 'Blueberry',
  10: 'Basil',
  11: 'Tomato',
};

/** Props of ColorSwatches. */
export interface ColorSwatchesProps {
  /** The calendar's current colour id ('1'..'11'; anything else reads as 10). */
  value: string;
  /** Called with the chosen colour id as a string. */
  onChange: (colorId: string) => void;
  disabled?: boolean;
}

/** A row of 11 colour swatches (radio buttons) that wraps on narrow screens. */
export function ColorSwatches({ value, onChange, disabled = false }: ColorSwatchesProps) {
  const name = useId();
  const current = eventColorId(value);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">
        Colour <span className="font-normal text-muted-foreground">· {COLOR_NAMES[current]}</span>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {EVENT_COLOR_IDS.map((id) => {
          const checked = id === current;
          return (
            <label key={id} className="relative cursor-pointer has-[:disabled]:cursor-not-allowed">
              <input
                type="radio"
                name={name}
                value={id}
                checked={checked}
                disabled={disabled}
                aria-label={COLOR_NAMES[id]}
                onChange={() => onChange(String(id))}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-white ring-offset-2 [&_svg]:drop-shadow-[0_0_1px_rgb(0_0_0/0.9)] ring-offset-card transition',
                  eventColorClasses(id).dot,
                  'peer-hover:scale-110 peer-checked:ring-2 peer-checked:ring-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-60',
                )}
              >
                {checked ? <Check className="size-4" strokeWidth={3} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
