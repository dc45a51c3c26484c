/** Skeleton: a pulsing placeholder shown while data loads. */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A loading placeholder block; size it with classes. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
