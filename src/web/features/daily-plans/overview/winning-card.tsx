/** The Winning Looks Like card: the day's winning definition as a quote. */
import { Trophy } from 'lucide-react';
import { iconClass, SectionCard } from '../../../components/section-card.tsx';

/** Shows `definition`, line breaks kept. */
export function WinningCard({ definition, className }: { definition: string; className?: string }) {
  return (
    <SectionCard
      title="Winning Looks Like"
      icon={<Trophy className={iconClass} aria-hidden="true" />}
      className={className}
    >
      <blockquote
        dir="auto"
        className="rounded-r-lg border-l-4 border-accent bg-accent-soft/70 px-4 py-3 font-display text-lg leading-relaxed whitespace-pre-wrap"
      >
        {definition}
      </blockquote>
    </SectionCard>
  );
}
