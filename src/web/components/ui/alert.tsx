/** Alert: an inline message box (variants default, warning, destructive). */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

const variants = {
  default: 'border-border bg-card text-foreground [&>svg]:text-primary',
  warning: 'border-warning/40 bg-warning-soft text-warning-foreground [&>svg]:text-warning-foreground',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive [&>svg]:text-destructive',
} as const;

/** Visual style of an alert. */
export type AlertVariant = keyof typeof variants;

/** An alert box; it has role="alert" unless another role is given. An optional leading icon is laid out for you. */
export function Alert({
  className,
  variant = 'default',
  role = 'alert',
  ...props
}: ComponentProps<'div'> & { variant?: AlertVariant }) {
  return (
    <div
      role={role}
      className={cn(
        'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-px',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

/** The alert's bold first line. */
export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('col-start-2 font-semibold', className)} {...props} />;
}

/** The alert's body text. */
export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('col-start-2 text-sm [&_p]:leading-relaxed', className)} {...props} />;
}
