/**
 * The class lists of Button without tailwind-merge (ADR 029), so a screen of the app's entry (the landing page, the
 * error page) can look like a button without loading the class merger. The lists are conflict-free by
 * construction: no class of the base is overridden by a variant or a size (font size belongs to the sizes), so
 * joining them gives what merging them would. A caller's own class must not conflict with them either; Button
 * (button.tsx) merges a caller's class with `cn` and is what every other screen uses.
 */

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
export type ButtonVariant = keyof typeof variants;
/** Size of a button. */
export type ButtonSize = keyof typeof sizes;
/** Every variant and size, for tests. */
export const buttonVariantNames = Object.keys(variants) as ButtonVariant[];
/** Every size, for tests. */
export const buttonSizeNames = Object.keys(sizes) as ButtonSize[];

/**
 * The class list of a button of `variant` and `size`, with `className` (which must not conflict with the
 * button's own classes: nothing merges them) appended.
 */
export function buttonClasses({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(' ');
}
