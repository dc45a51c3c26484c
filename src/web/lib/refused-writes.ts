/**
 * Writes that waited for the network and were then refused by the server (ADR 055): kept until the person dismisses
 * them, so the offline notice can say what was not saved. A tiny module-level store read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

/** A refused write: what it was (`label`, e.g. "Big 3 task ‘Call Sam’ done") and the server's reason. */
export interface RefusedWrite {
  id: number;
  label: string;
  reason: string;
}

let refused: readonly RefusedWrite[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly RefusedWrite[]): void {
  refused = next;
  for (const listener of listeners) listener();
}

/** Records a write the server refused after it had waited. */
export function noteRefusedWrite(label: string, reason: string): void {
  nextId += 1;
  publish([...refused, { id: nextId, label, reason }]);
}

/** Forgets every refused write (the person has read them). */
export function dismissRefusedWrites(): void {
  publish([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The refused writes, oldest first. */
export function useRefusedWrites(): readonly RefusedWrite[] {
  return useSyncExternalStore(
    subscribe,
    () => refused,
    () => refused,
  );
}
