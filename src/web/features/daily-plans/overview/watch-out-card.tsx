/** The Watch Out For card: the day's anticipated distractions. */
import { TriangleAlert } from 'lucide-react';
import { iconClass, SectionCard } from '../../../components/section-card.tsx';

/** Lists `distractions` as warnings. */
export function WatchOutCard({
  distractions,
  className,
}: {
  distractions: readonly string[];
  className?: string;
}) {
  return (
    <SectionCard
      title="Watch Out For"
      icon={<TriangleAlert className={iconClass} aria-hidden="true" />}
      className={className}
    >
      <ul className="flex flex-col gap-2">
        {distractions.map((distraction, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: distractions may repeat and never reorder.
            key={index}
            className="flex items-start gap-2.5 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-foreground"
          >
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-warning" />
            <span dir="auto" className="min-w-0 flex-1">
              {distraction}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
