/** Calendar event colour ids 1..11, one colour set each (docs/product.md §2 Today's Calendar, §3 Calendar event, §9). */
export const EVENT_COLOR_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type EventColorId = (typeof EVENT_COLOR_IDS)[number];

/** Colour id used when an event has none or an unknown one (docs/product.md §3, §9). */
export const DEFAULT_EVENT_COLOR_ID: EventColorId = 10;

/**
 * Normalises an event's colour id: a number 1..11 or its decimal string ('5', as Google sends colorId) gives
 * that id; anything else (missing, null, '0', '12', '5.5', 'red') gives DEFAULT_EVENT_COLOR_ID (10). Never
 * throws. docs/product.md §3, §9.
 */
export function eventColorId(value: unknown): EventColorId {
  const numeric = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return EVENT_COLOR_IDS.find((id) => id === numeric) ?? DEFAULT_EVENT_COLOR_ID;
}
