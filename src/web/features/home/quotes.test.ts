import { describe, expect, it } from 'vitest';
import { pickQuote, quotes } from './quotes.ts';

describe('quotes', () => {
  it('holds exactly 45 entries', () => {
    expect(quotes).toHaveLength(45);
  });

  it('has a non-empty text and source for every entry', () => {
    for (const quote of quotes) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.source.trim()).not.toBe('');
    }
  });

  it('has no duplicate texts', () => {
    expect(new Set(quotes.map((quote) => quote.text)).size).toBe(quotes.length);
  });

  it('picks the first and last entries at the edges of the random range', () => {
    expect(pickQuote(() => 0)).toBe(quotes[0]);
    expect(pickQuote(() => 0.999_999)).toBe(quotes.at(-1));
  });
});
