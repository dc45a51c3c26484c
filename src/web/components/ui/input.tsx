/** Text input styled for the app; pair it with <Label htmlFor>. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** Shared look of text fields (input and textarea). */
export const fieldClassName =
  'w-full rounded-lg border border-border-strong bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-placeholder focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30 sm:text-sm';

/** A single-line text input; `dir="auto"` unless told otherwise, so typed Arabic or Hebrew runs right-to-left. */
export function Input({ className, type = 'text', dir = 'auto', ...props }: ComponentProps<'input'>) {
  return <input type={type} dir={dir} className={cn(fieldClassName, 'h-10 min-w-0', className)} {...props} />;
}
