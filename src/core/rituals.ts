import { z } from 'zod';
import { itemList } from './daily-plan.ts';

/*
 * Ritual wire shapes (docs/product.md §3 Ritual, §5, §7): the body of POST /api/rituals and a ritual as the API returns
 * it. The default morning elements are DEFAULT_RITUAL_ELEMENTS in daily-plan.ts.
 */

/**
 * Body of POST /api/rituals: `{ type: 'morning', elements: string[] }`. Elements are trimmed, non-empty,
 * ≤ 500 chars, 1..100 of them. docs/product.md §3 (Ritual), §5 (custom element rules), §7.
 */
export const ritualInput = z.object({
  type: z.literal('morning'),
  elements: itemList('Ritual element').min(1, { error: 'Add at least one ritual element' }),
});
export type RitualInput = z.infer<typeof ritualInput>;

/**
 * A saved ritual as POST /api/rituals returns it and GET /api/rituals lists it: `{ id, type, elements }`, `id`
 * a UUID, `type` 'morning' (one ritual per user and type). docs/product.md §3.
 */
export const ritual = z.object({
  id: z.string(),
  type: z.string(),
  elements: z.array(z.string()),
});
export type Ritual = z.infer<typeof ritual>;
