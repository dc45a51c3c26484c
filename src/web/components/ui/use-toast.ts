/**
 * The toast store (docs/product.md §4, §9): at most one toast is visible (a new one replaces the old), a dismissed
 * toast is removed after 1,000,000 ms. A tiny module-level store read with useSyncExternalStore; no context needed.
 */
import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react';

/** How many toasts can be shown at once. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store before it is removed (ms). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open by default (ms). */
export const TOAST_DURATION = 5000;

/** Visual style of a toast. */
export type ToastVariant = 'default' | 'destructive';

/** What to show in a toast. */
export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Optional action, typically a <ToastAction altText=...>. */
  action?: ReactElement;
  /** Override of the 5000 ms display time. */
  duration?: number;
}

/** A toast in the store. */
export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/** Handle returned by toast(). */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

let items: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setItems(next: readonly ToastItem[]): void {
  for (const [id, timer] of removeTimers) {
    if (!next.some((item) => item.id === id)) {
      clearTimeout(timer);
      removeTimers.delete(id);
    }
  }
  items = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setItems(items.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

/** Closes one toast, or all toasts when no id is given. */
export function dismissToast(id?: string): void {
  setItems(
    items.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  setItems([{ ...options, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setItems(items.map((item) => (item.id === id ? { ...item, ...next } : item))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store right now (outside React; components use useToast). */
export function getToasts(): readonly ToastItem[] {
  return items;
}

/** The current toasts plus toast() and dismiss(). */
export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
