/** A labelled field of the add forms of Settings → Calendars, with its hint and its error (client or server). */
import { type ReactNode, useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';

/** Props given to the control of a SourceField. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** Props of SourceField. */
export interface SourceFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (props: FieldControlProps) => ReactNode;
}

/** A label, its control (rendered by `children` with the ids it needs), a hint and an error under it. */
export function SourceField({ label, hint, error, children }: SourceFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
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
