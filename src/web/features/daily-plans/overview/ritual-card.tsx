/** The Morning Ritual card: one checkbox reading Completed or Not Completed. */
import { Sunrise } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/utils.ts';
import { iconClass, SectionCard } from './section-card.tsx';

/** Props of RitualCard. */
export interface RitualCardProps {
  done: boolean;
  onChange: (done: boolean) => void;
  className?: string;
}

/** Whether the morning ritual is done, as a checkbox. */
export function RitualCard({ done, onChange, className }: RitualCardProps) {
  const id = useId();
  return (
    <SectionCard
      title="Morning Ritual"
      icon={<Sunrise className={iconClass} aria-hidden="true" />}
      className={className}
    >
      <div
        className={cn(
          'flex items-center gap-3 rounded-lg border px-4 py-3 transition-colors',
          done ? 'border-success/30 bg-success-soft' : 'border-border bg-muted/40',
        )}
      >
        <Checkbox
          id={id}
          checked={done}
          onCheckedChange={(value) => onChange(value === true)}
          className={cn(done && 'data-[state=checked]:border-success data-[state=checked]:bg-success')}
        />
        <Label
          htmlFor={id}
          className={cn('cursor-pointer font-semibold', done ? 'text-success' : 'text-muted-foreground')}
        >
          {done ? 'Completed' : 'Not Completed'}
        </Label>
      </div>
    </SectionCard>
  );
}
