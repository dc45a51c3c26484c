import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../../features/home/landing-page.tsx';
import { Button } from './button.tsx';
import { buttonClasses, buttonSizeNames, buttonVariantNames } from './button-classes.ts';
import { Card, CardDescription, CardHeader, CardTitle } from './card.tsx';

/** The class attributes of `html`, in document order. */
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);

describe('buttonClasses', () => {
  it.each(buttonVariantNames.flatMap((variant) => buttonSizeNames.map((size) => [variant, size] as const)))(
    '%s %s is conflict-free: merging it changes nothing',
    (variant, size) => {
      const classes = buttonClasses({ variant, size });
      expect(twMerge(classes)).toBe(classes);
    },
  );
});

describe('the landing page without Button and Card', () => {
  it('has the classes that Button and Card give the same props', () => {
    const landing = classesOf(
      renderToStaticMarkup(
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>,
      ),
    );
    const components = classesOf(
      renderToStaticMarkup(
        <>
          <Button size="lg" className="w-full sm:w-auto" />
          <Button size="lg" variant="outline" className="w-full sm:w-auto" />
          <Card className="h-full transition-shadow hover:shadow-md">
            <CardHeader className="gap-3">
              <CardTitle>t</CardTitle>
              <CardDescription className="leading-relaxed">d</CardDescription>
            </CardHeader>
          </Card>
        </>,
      ),
    );
    const [primary, outline, card, header, title, description] = components;
    for (const expected of [primary, outline, card, header, title, description]) {
      const found = landing.find((c) => c !== undefined && expected !== undefined && sameSet(c, expected));
      expect(found, expected).toBeDefined();
    }
  });
});

/** True when two class lists hold the same classes (order does not matter to CSS). */
function sameSet(a: string, b: string): boolean {
  const x = a.split(/\s+/).sort().join(' ');
  const y = b.split(/\s+/).sort().join(' ');
  return x === y;
}
