/**
 * The editor's state outside React (ADR 026: typing in a cell re-renders that cell, not the grid):
 * the cells, the active cell (roving focus) and the selected block. Each cell reads only its own slice through
 * `useSyncExternalStore`, so a change re-renders the components whose slice changed; the 231 cells are never
 * re-rendered by their parent.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { IdealWeekCell, IdealWeekSchedule } from '../../../core/ideal-week.ts';
import { type Block, inBlock, keyAt, type Position } from './grid-model.ts';

/** The store of one editor. */
export interface ScheduleStore {
  subscribe(listener: () => void): () => void;
  /** The cell at `key`, or undefined when empty. */
  cell(key: string): IdealWeekCell | undefined;
  /** Sets (or, with null or an empty cell, clears) the cells of `writes`. */
  write(writes: ReadonlyMap<string, IdealWeekCell | null>): void;
  /** Replaces every cell (a loaded week, or {} for a new one); clears the block. */
  replace(schedule: Readonly<IdealWeekSchedule>): void;
  /** The schedule to save: the non-empty cells. */
  schedule(): IdealWeekSchedule;
  active(): Position;
  setActive(position: Position): void;
  block(): Block | null;
  setBlock(block: Block | null): void;
}

const isEmpty = (cell: IdealWeekCell) => !cell.activity && !cell.domain;

/** A new store holding `initial`. */
export function createScheduleStore(initial: Readonly<IdealWeekSchedule> = {}): ScheduleStore {
  let cells = new Map<string, IdealWeekCell>(Object.entries(initial));
  let active: Position = { col: 0, row: 0 };
  let block: Block | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cell: (key) => cells.get(key),
    write(writes) {
      cells = new Map(cells);
      for (const [key, cell] of writes) {
        if (cell && !isEmpty(cell)) cells.set(key, cell);
        else cells.delete(key);
      }
      emit();
    },
    replace(schedule) {
      cells = new Map(Object.entries(schedule));
      block = null;
      emit();
    },
    schedule: () => Object.fromEntries(cells),
    active: () => active,
    setActive(position) {
      if (position.col === active.col && position.row === active.row) return;
      active = position;
      emit();
    },
    block: () => block,
    setBlock(next) {
      block = next;
      emit();
    },
  };
}

/** The editor's store, for the cells under the grid. */
export const ScheduleStoreContext = createContext<ScheduleStore | null>(null);

/** The store of the surrounding editor. @throws Error outside a ScheduleStoreContext provider. */
export function useScheduleStore(): ScheduleStore {
  const store = useContext(ScheduleStoreContext);
  if (!store) throw new Error('useScheduleStore needs a ScheduleStoreContext provider');
  return store;
}

/** The cell at `position` (re-renders only when that cell changes). */
export function useCell(store: ScheduleStore, position: Position): IdealWeekCell | undefined {
  const key = keyAt(position);
  return useSyncExternalStore(store.subscribe, () => store.cell(key));
}

/** Whether `position` is the active cell and whether it lies in the selected block. */
export function useCellState(
  store: ScheduleStore,
  position: Position,
): { active: boolean; selected: boolean } {
  const { col, row } = position;
  const active = useSyncExternalStore(store.subscribe, () => {
    const at = store.active();
    return at.col === col && at.row === row;
  });
  const selected = useSyncExternalStore(store.subscribe, () => inBlock(store.block(), position));
  return { active, selected };
}

/** The selected block (re-renders when it changes). */
export function useBlock(store: ScheduleStore): Block | null {
  return useSyncExternalStore(store.subscribe, store.block);
}
