/**
 * An editable list of short texts (docs/product.md §5: custom ritual elements, other tasks, distractions): a labelled
 * input with an Add button (disabled while the trimmed text is empty; Enter also adds) and a remove button per entry.
 * Optional fixed entries are listed first and cannot be removed (the default ritual elements).
 */
import { Check, Plus, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../lib/utils.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** Props of TextListEditor. The typed text is controlled so a page can keep it in a draft. */
export interface TextListEditorProps {
  /** Visible label of the add input, e.g. 'Add a task'. */
  inputLabel: string;
  /** Accessible name of the list, e.g. 'Other tasks'. */
  listLabel: string;
  /** The removable entries. */
  items: readonly string[];
  /** Entries shown first that cannot be removed. */
  fixedItems?: readonly string[];
  /** Badge text beside each fixed entry. */
  fixedBadge?: string;
  /** Text typed in the add input. */
  entry: string;
  onEntryChange: (text: string) => void;
  /** Called with the trimmed, non-empty text. */
  onAdd: (text: string) => void;
  /** Called with the index of the removed entry in `items`. */
  onRemove: (index: number) => void;
  placeholder?: string;
  /** Shown instead of the list while it is empty. */
  emptyText?: ReactNode;
  /** Most entries allowed in `items`; the Add button is disabled at the limit. */
  maxItems?: number;
  /** Longest entry allowed, in characters. */
  maxLength?: number;
  /** Icon shown before each removable entry. */
  itemIcon?: ReactNode;
}

/** The list with its add input. */
export function TextListEditor({
  inputLabel,
  listLabel,
  items,
  fixedItems = [],
  fixedBadge = 'Default',
  entry,
  onEntryChange,
  onAdd,
  onRemove,
  placeholder,
  emptyText,
  maxItems,
  maxLength,
  itemIcon,
}: TextListEditorProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const text = entry.trim();
  const full = maxItems !== undefined && items.length >= maxItems;
  const canAdd = text !== '' && !full;

  const add = () => {
    if (!canAdd) return;
    onAdd(text);
    onEntryChange('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the entry; it never submits a surrounding form.
    event.preventDefault();
    add();
  };

  const remove = (index: number) => {
    onRemove(index);
    inputRef.current?.focus();
  };

  const rowClassName =
    'flex min-h-12 items-center gap-3 rounded-lg border px-3 py-1.5 text-sm sm:px-4 sm:text-base';
  const isEmpty = fixedItems.length === 0 && items.length === 0;

  return (
    <div className="grid gap-5">
      {isEmpty ? (
        emptyText ? (
          <p className="rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : null
      ) : (
        <ul aria-label={listLabel} className="grid gap-2">
          {fixedItems.map((item) => (
            <li key={`fixed-${item}`} className={cn(rowClassName, 'border-border bg-muted/50')}>
              <Check className="size-4 shrink-0 text-accent" aria-hidden="true" />
              <span dir="auto" className="min-w-0 flex-1 leading-snug">
                {item}
              </span>
              <Badge variant="secondary" className="font-medium text-muted-foreground">
                {fixedBadge}
              </Badge>
            </li>
          ))}
          {items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and may repeat.
              key={`${index}-${item}`}
              className={cn(rowClassName, 'border-border bg-card pr-2 shadow-xs')}
            >
              {itemIcon ?? <span className="size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
              <span dir="auto" className="min-w-0 flex-1 leading-snug">
                {item}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                aria-label={`Remove ${item}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor={id}>{inputLabel}</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={id}
            value={entry}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="done"
            onChange={(event) => onEntryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={add} disabled={!canAdd} className="px-4">
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {full ? <p className="text-xs text-muted-foreground">You can add up to {maxItems} entries.</p> : null}
      </div>
    </div>
  );
}
