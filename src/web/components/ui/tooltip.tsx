/**
 * Tooltip (Radix Tooltip) with the documented timing: 700 ms delay, 300 ms skip delay. Each Tooltip brings its own
 * timing provider, so Radix Tooltip is loaded only with a page that shows one, not with every member page (ADR
 * 022); wrap a group of tooltips in TooltipProvider to share the skip delay between them.
 */
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { cn } from '../../lib/utils.ts';

/** True inside a TooltipProvider. */
const Provided = createContext(false);

/** Provides the documented tooltip timing (delayDuration 700, skipDelayDuration 300) to the tooltips inside. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <Provided.Provider value={true}>{children}</Provided.Provider>
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip root; outside a TooltipProvider it brings one of its own. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(Provided) ? root : <TooltipProvider>{root}</TooltipProvider>;
}
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
