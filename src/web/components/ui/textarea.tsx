/** Multi-line text input styled like Input. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { fieldClassName } from './input.tsx';

/** A multi-line text input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClassName, 'min-h-24 resize-y', className)} {...props} />;
}
