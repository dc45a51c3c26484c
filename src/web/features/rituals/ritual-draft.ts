/**
 * The Ritual Builder's editable copy of one ritual (ADR 043, ADR 044): its elements in order, each with a stable id
 * for the sortable list and the minutes as typed. `toRitualInput` turns a draft into the body of POST /api/rituals,
 * or into the messages to show beside the fields.
 */
import { arrayMove } from '@dnd-kit/sortable';
import {
  fixedElements,
  MAX_ELEMENT_MINUTES,
  MIN_ELEMENT_MINUTES,
  RITUAL_DEFAULT_ELEMENTS,
  type Ritual,
  type RitualInput,
  type RitualType,
  ritualInput,
} from '../../../core/rituals.ts';

/** One element being edited: `minutes` is the field's text ('' for none). */
export interface DraftElement {
  id: string;
  text: string;
  minutes: string;
}

/** Message beside a minutes field that is not a whole number 1–240. */
export const MINUTES_FIELD_MESSAGE = `Enter whole minutes from ${MIN_ELEMENT_MINUTES} to ${MAX_ELEMENT_MINUTES}, or leave it empty.`;

/** Message when some elements have minutes and others not (the API takes minutes for all elements or none). */
export const MINUTES_ALL_OR_NONE_MESSAGE = 'Give every element minutes, or leave them all empty.';

let nextId = 0;

/** A new draft element with a fresh id. */
export function draftElement(text: string, minutes = ''): DraftElement {
  nextId += 1;
  return { id: `element-${nextId}`, text, minutes };
}

/** The draft of `type`: the saved ritual's elements and minutes, or the defaults when it is not saved. */
export function draftOf(type: RitualType, saved: Ritual | undefined): DraftElement[] {
  if (!saved) return RITUAL_DEFAULT_ELEMENTS[type].map((text) => draftElement(text));
  return saved.elements.map((text, i) => draftElement(text, saved.minutes?.[i]?.toString() ?? ''));
}

/** Whether an element of `type` may be removed (the morning ritual's three defaults may not; docs/product.md §5). */
export function canRemove(type: RitualType, text: string): boolean {
  return !fixedElements(type).includes(text);
}

/** The draft with the element at `from` moved to `to` (indexes; out of range leaves it as it is). */
export function moveElement(draft: readonly DraftElement[], from: number, to: number): DraftElement[] {
  if (from < 0 || to < 0 || from >= draft.length || to >= draft.length) return [...draft];
  return arrayMove([...draft], from, to);
}

/** Minutes typed in a field: the whole number 1–240, null when empty, NaN when it is anything else. */
export function parseMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value >= MIN_ELEMENT_MINUTES && value <= MAX_ELEMENT_MINUTES ? value : Number.NaN;
}

/** Sum of the valid minutes of a draft (fields left empty or invalid add nothing). */
export function totalMinutes(draft: readonly DraftElement[]): number {
  return draft.reduce((sum, element) => {
    const minutes = parseMinutes(element.minutes);
    return minutes !== null && !Number.isNaN(minutes) ? sum + minutes : sum;
  }, 0);
}

/** '1 hr 5 min', '45 min', '2 hr'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** The draft as a POST /api/rituals body, or the message of each field at fault (by element id) and for the list. */
export type DraftResult =
  | { ok: true; input: RitualInput }
  | { ok: false; fieldErrors: Record<string, string>; listError: string | null };

/**
 * Checks a draft against the API's rules (core's `ritualInput`): each minutes field empty or 1–240, and minutes on
 * every element or on none; at least one element.
 */
export function toRitualInput(type: RitualType, draft: readonly DraftElement[]): DraftResult {
  const fieldErrors: Record<string, string> = {};
  const minutes = draft.map((element) => parseMinutes(element.minutes));
  draft.forEach((element, i) => {
    if (Number.isNaN(minutes[i])) fieldErrors[element.id] = MINUTES_FIELD_MESSAGE;
  });
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, listError: null };
  const given = minutes.filter((m) => m !== null).length;
  if (given > 0 && given < draft.length) {
    for (const [i, element] of draft.entries())
      if (minutes[i] === null) fieldErrors[element.id] = MINUTES_ALL_OR_NONE_MESSAGE;
    return { ok: false, fieldErrors, listError: MINUTES_ALL_OR_NONE_MESSAGE };
  }
  const parsed = ritualInput.safeParse({
    type,
    elements: draft.map((element) => element.text),
    ...(given > 0 ? { minutes } : {}),
  });
  if (!parsed.success)
    return {
      ok: false,
      fieldErrors,
      listError: parsed.error.issues[0]?.message ?? 'Please check the ritual.',
    };
  return { ok: true, input: parsed.data };
}

/** Whether the draft differs from what is saved (the defaults count as unsaved). */
export function isDirty(draft: readonly DraftElement[], saved: Ritual | undefined): boolean {
  if (!saved) return true;
  if (draft.length !== saved.elements.length) return true;
  return draft.some(
    (element, i) =>
      element.text !== saved.elements[i] || parseMinutes(element.minutes) !== (saved.minutes?.[i] ?? null),
  );
}
