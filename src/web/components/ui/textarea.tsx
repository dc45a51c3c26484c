/** Multi-line text input styled like Input. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { fieldClassName } from './input.tsx';

/** A multi-line text input; `dir="auto"` unless told otherwise, so typed Arabic or Hebrew runs right-to-left. */
export function Textarea({ className, dir = 'auto', ...props }: ComponentProps<'textarea'>) {
  return <textarea dir={dir} className={cn(fieldClassName, 'min-h-24 resize-y', className)} {...props} />;
}
