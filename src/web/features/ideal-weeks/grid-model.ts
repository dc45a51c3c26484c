/**
 * The editor's grid as positions (ADR 026: blocks by dragging, copying a day, keyboard use): a cell is
 * `{ col, row }`, col 0..6 = Monday..Sunday and row 0..32 = 5:00 AM..9:00 PM (docs/product.md §2). Pure functions,
 * tested as tables in grid-model.test.ts.
 */
import {
  IDEAL_WEEK_DAYS,
  IDEAL_WEEK_SLOT_LABELS,
  type IdealWeekCell,
  type IdealWeekDay,
  type IdealWeekSchedule,
  slotKey,
} from '../../../core/ideal-week.ts';

/** A cell of the grid: column (day, Monday = 0) and row (slot, 5:00 AM = 0). */
export interface Position {
  col: number;
  row: number;
}

/** A rectangular block of cells between two corners (in any order); `dragging` while a drag still draws it. */
export interface Block {
  anchor: Position;
  focus: Position;
  dragging?: boolean;
}

/** Number of day columns (7). */
export const COLS = IDEAL_WEEK_DAYS.length;
/** Number of half-hour rows (33). */
export const ROWS = IDEAL_WEEK_SLOT_LABELS.length;

/** The day name as shown: 'monday' → 'Monday'. */
export const dayName = (day: IdealWeekDay): string => `${day[0]?.toUpperCase()}${day.slice(1)}`;

/** The schedule key of a position: { col: 0, row: 8 } → 'monday-9:00 AM'. */
export function keyAt({ col, row }: Position): string {
  return slotKey(IDEAL_WEEK_DAYS[col] ?? 'monday', IDEAL_WEEK_SLOT_LABELS[row] ?? '');
}

/** The readable name of a position: 'Monday 9:00 AM' (the start of accessible names, e.g. '… activity'). */
export function cellName({ col, row }: Position): string {
  return `${dayName(IDEAL_WEEK_DAYS[col] ?? 'monday')} ${IDEAL_WEEK_SLOT_LABELS[row] ?? ''}`;
}

/** The block's corners as the top-left and bottom-right cells. */
export function blockBounds({ anchor, focus }: Block): { from: Position; to: Position } {
  return {
    from: { col: Math.min(anchor.col, focus.col), row: Math.min(anchor.row, focus.row) },
    to: { col: Math.max(anchor.col, focus.col), row: Math.max(anchor.row, focus.row) },
  };
}

/** True when `position` lies in `block` (false without a block). */
export function inBlock(block: Block | null, { col, row }: Position): boolean {
  if (!block) return false;
  const { from, to } = blockBounds(block);
  return col >= from.col && col <= to.col && row >= from.row && row <= to.row;
}

/** The positions of a block, day by day, each day top to bottom. */
export function blockPositions(block: Block): Position[] {
  const { from, to } = blockBounds(block);
  const positions: Position[] = [];
  for (let col = from.col; col <= to.col; col++)
    for (let row = from.row; row <= to.row; row++) positions.push({ col, row });
  return positions;
}

/** How a block reads: 'Monday 9:00 AM – Friday 11:30 AM' (one cell: 'Monday 9:00 AM'). */
export function blockName(block: Block): string {
  const { from, to } = blockBounds(block);
  const same = from.col === to.col && from.row === to.row;
  return same ? cellName(from) : `${cellName(from)} – ${cellName(to)}`;
}

/** Keys a navigation key moves by (arrows, Home/End in a row, Ctrl+Home/End to the corners, PageUp/Down). */
export type MoveKey =
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);

/** Where `key` moves from `at`, staying on the grid (PageUp/PageDown move 8 rows: 4 hours). */
export function move(at: Position, key: MoveKey, ctrl = false): Position {
  switch (key) {
    case 'ArrowUp':
      return { ...at, row: clamp(at.row - 1, ROWS) };
    case 'ArrowDown':
      return { ...at, row: clamp(at.row + 1, ROWS) };
    case 'ArrowLeft':
      return { ...at, col: clamp(at.col - 1, COLS) };
    case 'ArrowRight':
      return { ...at, col: clamp(at.col + 1, COLS) };
    case 'Home':
      return ctrl ? { col: 0, row: 0 } : { ...at, col: 0 };
    case 'End':
      return ctrl ? { col: COLS - 1, row: ROWS - 1 } : { ...at, col: COLS - 1 };
    case 'PageUp':
      return { ...at, row: clamp(at.row - 8, ROWS) };
    case 'PageDown':
      return { ...at, row: clamp(at.row + 8, ROWS) };
  }
}

/**
 * The cells that copying day `from` onto `to` writes: every slot of each target day takes the source's cell, or
 * null (cleared) where the source is empty. Key → cell or null.
 */
export function copyDay(
  schedule: Readonly<IdealWeekSchedule>,
  from: IdealWeekDay,
  to: readonly IdealWeekDay[],
): Map<string, IdealWeekCell | null> {
  const writes = new Map<string, IdealWeekCell | null>();
  for (const day of to) {
    if (day === from) continue;
    for (const label of IDEAL_WEEK_SLOT_LABELS) {
      const source = schedule[slotKey(from, label)];
      writes.set(slotKey(day, label), source ? { ...source } : null);
    }
  }
  return writes;
}
