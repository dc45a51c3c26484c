/** Badge: a small pill for status or category labels. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border-strong text-foreground',
  accent: 'border-accent/40 bg-accent-soft text-accent-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const;

/** Visual style of a badge. */
export type BadgeVariant = keyof typeof variants;

/** A small inline label. */
export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
