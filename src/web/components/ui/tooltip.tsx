/** Tooltip (Radix Tooltip) with the spec's timing: 700 ms delay, 300 ms skip delay. */
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** Provides tooltip timing for the whole app (delayDuration 700, skipDelayDuration 300). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip root. */
export const Tooltip = TooltipPrimitive.Root;
/** The element the tooltip describes (use `asChild`). */
export const TooltipTrigger = TooltipPrimitive.Trigger;

/** The tooltip bubble. */
export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md data-[state=delayed-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
