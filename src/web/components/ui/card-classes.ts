/**
 * The class lists of Card's parts, without tailwind-merge (ADR 029): card.tsx merges a caller's class into them
 * with `cn`; a screen of the app's entry (the landing page) joins its own conflict-free classes to them instead,
 * so it does not load the class merger.
 */
export const cardClasses = {
  card: 'rounded-xl border border-border bg-card text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 p-6',
  title: 'font-display text-lg leading-tight font-semibold',
  description: 'text-sm text-muted-foreground',
  content: 'p-6 pt-0',
  footer: 'flex items-center gap-2 p-6 pt-0',
} as const;
