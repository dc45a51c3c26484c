/** Button: variants default/secondary/outline/ghost/destructive/link, sizes, and `asChild` to style a link. */
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes.ts';

export type { ButtonSize, ButtonVariant };

/** The class list of a button, for elements that must look like one; `className` wins over a conflicting class. */
export function buttonVariants({
  variant,
  size,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(buttonClasses({ variant, size }), className);
}

/** Props of Button. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonVariants({ variant, size, className })} {...props} />;
  return (
    <button type={type ?? 'button'} className={buttonVariants({ variant, size, className })} {...props} />
  );
}
