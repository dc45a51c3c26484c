/** A labelled text field of the add forms of Settings → Calendars, with its hint and its error (client or server). */
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** Props of SourceField: the label, hint and error, and everything else for its input (e.g. `register(...)`). */
export interface SourceFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A label, its input (described by the error and the hint), a hint and an error under it. */
export function SourceField({ label, hint, error, ...input }: SourceFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy || undefined} {...input} />
      {error ? (
        <p id={`${id}-error`} dir="auto" className="text-sm font-medium text-destructive wrap-anywhere">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
