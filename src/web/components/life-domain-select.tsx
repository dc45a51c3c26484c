/**
 * The life domain picker (docs/product.md §2 Ideal Week: "a domain picker (None or a domain)"; docs/product.md §3 Life
 * domains): one native <select> of None and the ten domains in the documented order, with their labels, used wherever a
 * domain is chosen (the Ideal Week grid and its Fill block bar, Settings → Calendars, the Schedule Task dialog;
 * ADR 033), and the domain's colour swatch. Native, so it is keyboard and screen-reader ready on every phone without
 * code.
 */
import type { ComponentProps } from 'react';
import { isLifeDomainId, LIFE_DOMAINS, type LifeDomainId } from '../../core/ideal-week.ts';
import { cn } from '../lib/utils.ts';

/** Props of LifeDomainSelect: a native select's, with the value as a domain or null (None). */
export type LifeDomainSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  /** The chosen domain, or null for None. */
  value: LifeDomainId | null | undefined;
  /** Called with the newly chosen domain, or null when None is chosen. */
  onValueChange: (domain: LifeDomainId | null) => void;
};

/** A select of None and the life domains; label it with <Label htmlFor> or `aria-label`. */
export function LifeDomainSelect({ value, onValueChange, ...props }: LifeDomainSelectProps) {
  return (
    <select
      {...props}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.target.value;
        onValueChange(isLifeDomainId(chosen) ? chosen : null);
      }}
    >
      <option value="">None</option>
      {LIFE_DOMAINS.map((domain) => (
        <option key={domain.id} value={domain.id}>
          {domain.label}
        </option>
      ))}
    </select>
  );
}

/** The colour swatch of a domain (the Ideal Week legend's square). Decorative: say the domain in words beside it. */
export function LifeDomainSwatch({ domain, className }: { domain: LifeDomainId; className?: string }) {
  const color = LIFE_DOMAINS.find((entry) => entry.id === domain)?.color;
  return (
    <span
      aria-hidden="true"
      className={cn('size-3.5 shrink-0 rounded-sm print:[print-color-adjust:exact]', className)}
      style={{ backgroundColor: color }}
    />
  );
}
