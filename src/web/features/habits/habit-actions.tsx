/**
 * A habit's actions menu (Radix DropdownMenu, 'Actions for {name}'): Edit (active habits), Archive or Unarchive
 * (the history is kept, ADR 042) and Delete (after the 'Delete Habit' confirmation). Items passed as `children`
 * come first (the list's 'Skip today' and 'Set count…'). Used by the Habit Tracker's list and a habit's own page.
 * Focus goes back to the menu's button when a dialog closes without removing the habit.
 */
import { Archive, ArchiveRestore, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { OnceOpened } from '../../lib/once-opened.tsx';
import { type Habit, useSaveHabit } from './api.ts';

/** The dialogs, loaded when first opened (ADR 022). */
const HabitFormDialog = lazy(() =>
  import('./habit-form-dialog.tsx').then((m) => ({ default: m.HabitFormDialog })),
);
const DeleteHabitDialog = lazy(() =>
  import('./delete-habit-dialog.tsx').then((m) => ({ default: m.DeleteHabitDialog })),
);

/** Props of HabitActions. */
export interface HabitActionsProps {
  habit: Habit;
  /** Called once the habit is deleted (e.g. to leave its page). */
  onDeleted?: () => void;
  /** Menu items shown before Edit, Archive and Delete. */
  children?: ReactNode;
}

/** The '⋮' menu of a habit with Edit, Archive/Unarchive and Delete, and their dialogs. */
export function HabitActions({ habit, onDeleted, children }: HabitActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const archive = useSaveHabit({ habitId: habit.id });
  // Focus the menu's button before a dialog opens: the dialog remembers it as its opener.
  const openDialog = (open: () => void) => () => {
    trigger.current?.focus();
    open();
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for ${habit.name}`}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {children}
          {children ? <DropdownMenuSeparator /> : null}
          {habit.archived ? null : (
            <DropdownMenuItem onSelect={openDialog(() => setEditing(true))}>
              <Pencil aria-hidden="true" />
              Edit
            </DropdownMenuItem>
          )}
          <DropdownMenuItem
            disabled={archive.isPending}
            onSelect={() => archive.mutate({ archived: !habit.archived })}
          >
            {habit.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {habit.archived ? 'Unarchive' : 'Archive'}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={openDialog(() => setDeleting(habit))}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <OnceOpened open={editing}>
        <HabitFormDialog
          habit={habit}
          open={editing}
          onOpenChange={setEditing}
          returnFocusTo={() => trigger.current}
        />
      </OnceOpened>
      <OnceOpened open={deleting !== null}>
        <DeleteHabitDialog
          habit={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onDeleted?.();
          }}
        />
      </OnceOpened>
    </>
  );
}
