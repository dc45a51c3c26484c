/**
 * The mutation defaults of every write that can wait for the network (ADR 055), so a write restored from IndexedDB
 * after a reload knows how to send itself. Loaded only when such writes were restored (offline-start.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { planWrites } from '../features/daily-plans/api.ts';
import { habitWrites } from '../features/habits/api.ts';
import { ritualWrites } from '../features/rituals/api.ts';

/** Sets the defaults of the plan, habit and ritual writes on `client`. */
export function registerOfflineWrites(client: QueryClient): void {
  planWrites(client);
  habitWrites(client);
  ritualWrites(client);
}
