/**
 * Checkbox (Radix Checkbox) with a check mark. The mark is shown by CSS from the root's data-state rather than by
 * Radix's Indicator, whose presence logic reads getComputedStyle for every box as it mounts (a forced style
 * recalculation per checkbox while a page of tasks renders, ADR 016); it looks and behaves the same.
 */
import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { cn } from '../../lib/utils.ts';

/**
 * A checkbox; use `checked` + `onCheckedChange`, and label it with <Label htmlFor>. Disabled until a server-rendered
 * page is hydrated (ADR 062), so a tap before the page's code runs is visibly not taken.
 */
export function Checkbox({ className, disabled, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  const hydrated = useHydrated();
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'group/checkbox peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border-strong bg-card shadow-xs transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      disabled={disabled || !hydrated}
      {...props}
    >
      <span className="pointer-events-none hidden group-data-[state=checked]/checkbox:inline group-data-[state=indeterminate]/checkbox:inline">
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </span>
    </CheckboxPrimitive.Root>
  );
}
