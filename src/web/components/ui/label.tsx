/** Form label (Radix Label). */
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A label for a form control; set `htmlFor` to the control's id. */
export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm leading-none font-medium text-foreground peer-disabled:opacity-60', className)}
      {...props}
    />
  );
}
