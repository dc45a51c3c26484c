/**
 * Fill a block (ADR 026: an Ideal Week is made of blocks): once cells are selected (drag, Shift+click or
 * Shift+arrows) this bar offers one activity and one domain for all of them, prefilled from the block's first
 * cell; Fill Block writes them, Clear Block empties the cells, Cancel (or Escape) drops the selection.
 */
import { PaintBucket, Trash2, X } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { type LifeDomainId, MAX_ACTIVITY_LENGTH } from '../../../core/ideal-week.ts';
import { LifeDomainSelect } from '../../components/life-domain-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClassName, Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';
import { type Block, blockName, blockPositions, keyAt } from './grid-model.ts';
import type { ScheduleStore } from './schedule-store.ts';

/** Props of FillPanel: the store, its selected block, where focus goes on open, and what to say when done. */
export interface FillPanelProps {
  store: ScheduleStore;
  block: Block;
  activityRef: RefObject<HTMLInputElement | null>;
  onDone: (message: string) => void;
}

/** The bar at the bottom of the screen while a block is selected (keyed by the block, so it starts afresh). */
export function FillPanel({ store, block, activityRef, onDone }: FillPanelProps) {
  const first = store.cell(keyAt(blockPositions(block)[0] ?? block.anchor));
  const [activity, setActivity] = useState(first?.activity ?? '');
  const [domain, setDomain] = useState<LifeDomainId | null>(first?.domain ?? null);
  const positions = blockPositions(block);
  const name = blockName(block);
  const finish = (
    writes: Map<string, { activity: string; domain?: LifeDomainId } | null>,
    message: string,
  ) => {
    store.write(writes);
    store.setBlock(null);
    onDone(message);
  };

  return (
    <section
      aria-label="Fill block"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 px-4 py-3 shadow-lg backdrop-blur print:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          store.setBlock(null);
          onDone('Selection cleared.');
        }
      }}
    >
      <form
        className="mx-auto flex max-w-5xl flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const cell = domain ? { activity, domain } : { activity };
          finish(
            new Map(positions.map((p) => [keyAt(p), cell])),
            `Filled ${positions.length} slots: ${name}.`,
          );
        }}
      >
        <p className="w-full text-sm font-medium">
          {positions.length} slots selected: {name}
        </p>
        <div className="grid min-w-0 flex-1 basis-48 gap-1.5">
          <Label htmlFor="fill-activity">Block activity</Label>
          <Input
            id="fill-activity"
            ref={activityRef}
            autoComplete="off"
            maxLength={MAX_ACTIVITY_LENGTH}
            value={activity}
            onChange={(event) => setActivity(event.target.value)}
          />
        </div>
        <div className="grid min-w-0 basis-36 gap-1.5">
          <Label htmlFor="fill-domain">Block domain</Label>
          <LifeDomainSelect
            id="fill-domain"
            value={domain}
            onValueChange={setDomain}
            className={cn(fieldClassName, 'h-10 min-w-0')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <PaintBucket aria-hidden="true" />
            Fill Block
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              finish(
                new Map(positions.map((p) => [keyAt(p), null])),
                `Cleared ${positions.length} slots: ${name}.`,
              )
            }
          >
            <Trash2 aria-hidden="true" />
            Clear Block
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              store.setBlock(null);
              onDone('Selection cleared.');
            }}
          >
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
