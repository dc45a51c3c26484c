/** Card: a bordered surface with header, title, description, content and footer parts. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** The card surface. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

/** Top part of a card (title and description). */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** Props of CardTitle: `as` picks the heading level (default h3) so pages keep a proper outline. */
export interface CardTitleProps extends ComponentProps<'h3'> {
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
}

/** The card's title. */
export function CardTitle({ as: Tag = 'h3', className, ...props }: CardTitleProps) {
  return <Tag className={cn('font-display text-lg leading-tight font-semibold', className)} {...props} />;
}

/** Secondary text under the card title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Main content of a card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

/** Bottom row of a card (usually buttons). */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 p-6 pt-0', className)} {...props} />;
}
