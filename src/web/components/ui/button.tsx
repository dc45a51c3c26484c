/**
 * Button: variants default/secondary/outline/ghost/destructive/link, sizes, `asChild` to style a link, and `pending`
 * for an action under way.
 */
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { cn } from '../../lib/utils.ts';

const base = [
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
  '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
].join(' ');

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-border-strong bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10 text-sm',
} as const;

/** Visual style of a button. */
type ButtonVariant = keyof typeof variants;
/** Size of a button. */
type ButtonSize = keyof typeof sizes;

/** The class list of a button, for elements that must look like one; `className` wins over a conflicting class. */
export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

/** Props of Button. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean;
  /**
   * The button's action is under way (a form being saved): it looks and is announced as unavailable
   * (`aria-disabled`) and a press does nothing (a submit button submits nothing), but unlike `disabled` it keeps
   * the keyboard focus, which Chromium moves to the page when a focused button is disabled (WCAG 2.4.3).
   */
  pending?: boolean;
}

/**
 * A button; `type` defaults to "button" so it never submits a form by accident. Until a server-rendered page is
 * hydrated (ADR 062) it is shown and announced as `pending`: a press would do nothing yet.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  pending = false,
  onClick,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = pending || !hydrated;
  if (asChild)
    return (
      <Slot.Root className={buttonVariants({ variant, size, className })} onClick={onClick} {...props} />
    );
  return (
    <button
      type={type ?? 'button'}
      className={buttonVariants({ variant, size, className })}
      aria-disabled={waiting || undefined}
      onClick={(event) => {
        // Also stops a form's submission: Enter in a field submits through its default button's click.
        if (waiting) return event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
