/**
 * The Life Domains (docs/product.md §2, §3): the colour legend of the editor and the summary, and the tint of a cell.
 */
import { LIFE_DOMAINS, type LifeDomainId } from '../../../core/ideal-week.ts';
import { cn } from '../../lib/utils.ts';

type LifeDomain = (typeof LIFE_DOMAINS)[number];

/** The domains by id. */
export const DOMAIN_BY_ID = new Map<LifeDomainId, LifeDomain>(
  LIFE_DOMAINS.map((domain) => [domain.id, domain]),
);

/**
 * The style of a cell of `domain`: the domain colour at 15% over the card as background, and a 4 px bar of the
 * full colour on its left (so the domain is not told by a faint colour alone); none without a domain.
 */
export function domainTint(
  domain: LifeDomainId | undefined,
): { backgroundColor: string; boxShadow: string } | undefined {
  const entry = domain ? DOMAIN_BY_ID.get(domain) : undefined;
  return entry
    ? { backgroundColor: `${entry.color}26`, boxShadow: `inset 4px 0 0 ${entry.color}` }
    : undefined;
}

/** The Life Domains legend: a swatch and a label per domain. */
export function DomainLegend({ className }: { className?: string }) {
  return (
    <section aria-labelledby="life-domains-heading" className={cn('grid gap-3', className)}>
      <h2 id="life-domains-heading" className="font-display text-lg font-semibold">
        Life Domains
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {LIFE_DOMAINS.map((domain) => (
          <li key={domain.id} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="size-3.5 shrink-0 rounded-sm print:[print-color-adjust:exact]"
              style={{ backgroundColor: domain.color }}
            />
            {domain.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
