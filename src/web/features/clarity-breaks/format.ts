/** Date and time texts of Clarity Breaks (docs/product.md §2 list card and summary). */
import { format, parseISO } from 'date-fns';

/** 'January 6, 2025' of a 'YYYY-MM-DD' date (docs/product.md §2: MMMM d, yyyy). */
export function longDate(date: string): string {
  return format(parseISO(date), 'MMMM d, yyyy');
}

/** '9:05 AM' of an ISO instant in the browser's time zone (docs/product.md §2: h:mm a). */
export function timeOfDay(instant: string): string {
  return format(new Date(instant), 'h:mm a');
}
