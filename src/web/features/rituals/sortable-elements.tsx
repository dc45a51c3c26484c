/**
 * A ritual's elements as a sortable list (ADR 044): dnd-kit's sortable preset, dragged by a handle with the pointer
 * or by keyboard (Space or Enter picks up, arrow keys move, Space or Enter drops, Escape cancels), announced to
 * screen readers by element text and position; 'Move up' / 'Move down' buttons do the same in one press. Each row
 * has its optional minutes field and, unless the element is fixed, a remove button.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical, X } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/utils.ts';
import type { DraftElement } from './ritual-draft.ts';

/** Which of a row's move buttons, for focus after a move. */
export type MoveDirection = 'up' | 'down';

/** Props of SortableElements. */
export interface SortableElementsProps {
  listLabel: string;
  elements: readonly DraftElement[];
  /** Minutes field messages by element id. */
  errors: Readonly<Record<string, string>>;
  isFixed: (text: string) => boolean;
  onMove: (from: number, to: number, via: MoveDirection | 'drag') => void;
  onMinutesChange: (id: string, minutes: string) => void;
  onRemove: (id: string) => void;
  /** Registers a row's move button, so the editor can keep focus on it after the row moves. */
  moveButtonRef: (id: string, direction: MoveDirection) => Ref<HTMLButtonElement>;
  minutesInputRef: (id: string) => Ref<HTMLInputElement>;
}

const screenReaderInstructions = {
  draggable:
    'To pick up an element, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.',
};

/** The sortable list. */
export function SortableElements(props: SortableElementsProps) {
  const { elements, onMove, listLabel } = props;
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => elements.findIndex((element) => element.id === id);
  const textOf = (id: UniqueIdentifier) => elements[indexOf(id)]?.text ?? '';
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${elements.length}`;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${textOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${textOf(active.id)} is over ${position(over.id)}.`
        : `${textOf(active.id)} is not over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${textOf(active.id)} dropped at ${position(over.id)}.` : `${textOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. ${textOf(active.id)} is back at ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id), 'drag');
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={elements.map((element) => element.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={listLabel} className="grid gap-2">
          {elements.map((element, index) => (
            <SortableRow
              key={element.id}
              element={element}
              index={index}
              count={elements.length}
              {...props}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** One element's row. */
function SortableRow({
  element,
  index,
  count,
  errors,
  isFixed,
  onMove,
  onMinutesChange,
  onRemove,
  moveButtonRef,
  minutesInputRef,
}: SortableElementsProps & { element: DraftElement; index: number; count: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: element.id });
  const ids = useId();
  const minutesId = `${ids}-minutes`;
  const errorId = `${ids}-error`;
  const error = errors[element.id];
  const fixed = isFixed(element.text);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-card px-2 py-2 shadow-xs sm:flex-row sm:items-center sm:px-3',
        isDragging && 'relative z-10 shadow-md ring-2 ring-ring',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${element.text}`}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span dir="auto" className="min-w-0 flex-1 leading-snug break-words">
          {element.text}
        </span>
        {fixed ? (
          <Badge variant="secondary" className="font-medium text-muted-foreground">
            Default
          </Badge>
        ) : null}
      </div>
      <div className="flex items-start justify-end gap-1 pl-11 sm:pl-0">
        <div className="mr-1 grid gap-1">
          <div className="flex items-center gap-2">
            <Label htmlFor={minutesId} className="text-xs font-medium text-muted-foreground">
              Minutes<span className="sr-only"> for {element.text}</span>
            </Label>
            <Input
              ref={minutesInputRef(element.id)}
              id={minutesId}
              inputMode="numeric"
              value={element.minutes}
              placeholder="–"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onMinutesChange(element.id, event.target.value)}
              className="h-9 w-16 text-center tabular-nums"
            />
          </div>
          {error ? (
            <p id={errorId} className="max-w-48 text-xs text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button
          ref={moveButtonRef(element.id, 'up')}
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Move ${element.text} up`}
          title="Move up"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, 'up')}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <Button
          ref={moveButtonRef(element.id, 'down')}
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Move ${element.text} down`}
          title="Move down"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, 'down')}
        >
          <ChevronDown aria-hidden="true" />
        </Button>
        {fixed ? (
          <span className="size-9 shrink-0" aria-hidden="true" />
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${element.text}`}
            title="Remove"
            onClick={() => onRemove(element.id)}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}
