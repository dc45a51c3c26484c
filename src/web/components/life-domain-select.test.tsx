import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LifeDomainSelect, LifeDomainSwatch } from './life-domain-select.tsx';

/** The options of `html` as [value, label, selected]. */
const optionsOf = (html: string) =>
  [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [
    m[1],
    m[3],
    m[2] !== undefined,
  ]);

describe('LifeDomainSelect', () => {
  it('offers None, then the ten domains of docs/product.md §3 in order with their labels', () => {
    const html = renderToStaticMarkup(
      <LifeDomainSelect aria-label="Life domain" value={null} onValueChange={() => {}} />,
    );
    expect(optionsOf(html)).toEqual([
      ['', 'None', true],
      ['spiritual', 'Spiritual', false],
      ['financial', 'Financial', false],
      ['intellectual', 'Intellectual', false],
      ['emotional', 'Emotional', false],
      ['physical', 'Physical', false],
      ['marital', 'Marital', false],
      ['parental', 'Parental', false],
      ['social', 'Social', false],
      ['work', 'Work', false],
      ['hobby', 'Hobby', false],
    ]);
    expect(html).toContain('aria-label="Life domain"');
  });

  it('shows the chosen domain as selected', () => {
    const html = renderToStaticMarkup(<LifeDomainSelect value="work" onValueChange={() => {}} />);
    expect(optionsOf(html).filter(([, , selected]) => selected)).toEqual([['work', 'Work', true]]);
  });
});

describe('LifeDomainSwatch', () => {
  it.each([
    ['physical', '#ea580c'],
    ['work', '#475569'],
  ] as const)("is %s's colour", (domain, color) => {
    expect(renderToStaticMarkup(<LifeDomainSwatch domain={domain} />)).toContain(
      `style="background-color:${color}"`,
    );
  });
});
