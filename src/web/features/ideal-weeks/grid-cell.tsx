/**
 * One cell of the editor's grid (docs/product.md §2: an activity text input and a domain picker, None or a domain,
 * tinted by the domain colour). Memoised on its position and reading only its own slice of the store, so typing in it
 * re-renders it alone. Keyboard and pointer handling is the grid's (week-grid.tsx, by delegation).
 */
import { memo } from 'react';
import { type LifeDomainId, MAX_ACTIVITY_LENGTH } from '../../../core/ideal-week.ts';
import { LifeDomainSelect } from '../../components/life-domain-select.tsx';
import { cn } from '../../lib/utils.ts';
import { domainTint } from './domain-legend.tsx';
import { cellName, keyAt } from './grid-model.ts';
import { useCell, useCellState, useScheduleStore } from './schedule-store.ts';

/** The cell at day `col` (Monday = 0) and slot `row` (5:00 AM = 0). */
export const GridCell = memo(function GridCell({ col, row }: { col: number; row: number }) {
  const store = useScheduleStore();
  const position = { col, row };
  const cell = useCell(store, position);
  const { active, selected } = useCellState(store, position);
  const name = cellName(position);
  const key = keyAt(position);
  const activity = cell?.activity ?? '';
  const domain = cell?.domain;
  const set = (next: { activity: string; domain?: LifeDomainId }) => store.write(new Map([[key, next]]));

  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of APG's data grid (week-grid.tsx)
      role="gridcell"
      data-col={col}
      data-row={row}
      tabIndex={active ? 0 : -1}
      aria-selected={selected}
      style={domainTint(domain)}
      className={cn(
        'border-t border-l border-border p-1 align-top outline-none [contain:paint] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        selected && 'bg-primary-soft outline-2 -outline-offset-2 outline-primary outline-dashed',
      )}
    >
      <input
        tabIndex={-1}
        aria-label={`${name} activity`}
        dir="auto"
        autoComplete="off"
        maxLength={MAX_ACTIVITY_LENGTH}
        value={activity}
        onChange={(event) =>
          set(domain ? { activity: event.target.value, domain } : { activity: event.target.value })
        }
        className="h-7 w-full min-w-0 truncate rounded border border-border bg-card/70 px-1.5 text-xs text-foreground hover:border-border-strong focus:border-ring focus:outline-none"
      />
      <LifeDomainSelect
        tabIndex={-1}
        aria-label={`${name} domain`}
        value={domain}
        onValueChange={(next) => set(next ? { activity, domain: next } : { activity })}
        className="mt-0.5 h-6 w-full min-w-0 truncate rounded border border-transparent bg-transparent text-[11px] text-muted-foreground hover:border-border-strong focus:border-ring focus:outline-none"
      />
    </td>
  );
});
