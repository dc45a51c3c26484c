/**
 * The 11 event colour sets of docs/product.md §2/§9 (ids 1-11, default 10), as Tailwind classes. The hues follow the
 * familiar calendar palette (1 lavender … 11 tomato); each set pairs a strong bar colour with a soft surface and
 * a dark text colour that keeps at least 4.5:1 contrast on that surface.
 */
import { type EventColorId, eventColorId } from '../../core/calendar/event-colors.ts';

/** Classes of one colour set: `surface` for the event block (background, left bar, text), `dot` for markers. */
export interface EventColorClasses {
  surface: string;
  dot: string;
}

const COLOR_SETS: Record<EventColorId, EventColorClasses> = {
  1: { surface: 'border-l-[#7986cb] bg-[#eef0fa] text-[#2f3a78]', dot: 'bg-[#7986cb]' },
  2: { surface: 'border-l-[#33b679] bg-[#e8f6ef] text-[#1d5e3c]', dot: 'bg-[#33b679]' },
  3: { surface: 'border-l-[#8e24aa] bg-[#f5e9f8] text-[#5b1670]', dot: 'bg-[#8e24aa]' },
  4: { surface: 'border-l-[#e67c73] bg-[#fcefee] text-[#8a2f27]', dot: 'bg-[#e67c73]' },
  5: { surface: 'border-l-[#f6bf26] bg-[#fdf6df] text-[#6e5300]', dot: 'bg-[#f6bf26]' },
  6: { surface: 'border-l-[#f4511e] bg-[#feede7] text-[#8a2a0b]', dot: 'bg-[#f4511e]' },
  7: { surface: 'border-l-[#039be5] bg-[#e5f4fc] text-[#0b5577]', dot: 'bg-[#039be5]' },
  8: { surface: 'border-l-[#616161] bg-[#efefef] text-[#363636]', dot: 'bg-[#616161]' },
  9: { surface: 'border-l-[#3f51b5] bg-[#eaecf8] text-[#27337a]', dot: 'bg-[#3f51b5]' },
  10: { surface: 'border-l-[#0b8043] bg-[#e6f3ec] text-[#0b5a30]', dot: 'bg-[#0b8043]' },
  11: { surface: 'border-l-[#d50000] bg-[#fce8e8] text-[#8f0000]', dot: 'bg-[#d50000]' },
};

/** The colour set of an event's `colorId` (anything missing or unknown gets set 10, docs/product.md §3). */
export function eventColorClasses(colorId: unknown): EventColorClasses {
  return COLOR_SETS[eventColorId(colorId)];
}
