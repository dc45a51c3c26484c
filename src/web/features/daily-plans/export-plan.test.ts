/**
 * The printable plan is built with DOM calls only. There is no DOM in the unit project, so a small recording
 * document stands in: it keeps the tree as created and refuses any markup-parsing API (innerHTML, outerHTML,
 * insertAdjacentHTML, document.write). The e2e test checks the real popup in Chromium too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPlanPrintPage,
  CLOSE_DELAY_MS,
  exportDailyPlan,
  POPUP_BLOCKED_MESSAGE,
  PRINT_DELAY_MS,
  type PrintablePlan,
} from './export-plan.ts';

type Child = FakeElement | string;

class FakeElement {
  readonly children: Child[] = [];
  readonly attributes = new Map<string, string>();
  className = '';
  lang = '';
  readonly tagName: string;
  constructor(tagName: string) {
    this.tagName = tagName;
  }
  get textContent(): string {
    return this.children.map((child) => (typeof child === 'string' ? child : child.textContent)).join('');
  }
  set textContent(value: string) {
    this.children.splice(0, this.children.length, value);
  }
  append(...nodes: Child[]): void {
    this.children.push(...nodes);
  }
  replaceChildren(...nodes: Child[]): void {
    this.children.splice(0, this.children.length, ...nodes);
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  set innerHTML(_value: string) {
    throw new Error('innerHTML must not be used');
  }
  set outerHTML(_value: string) {
    throw new Error('outerHTML must not be used');
  }
  insertAdjacentHTML(): void {
    throw new Error('insertAdjacentHTML must not be used');
  }
}

function fakeDocument() {
  return {
    title: '',
    readyState: 'complete',
    documentElement: new FakeElement('html'),
    head: new FakeElement('head'),
    body: new FakeElement('body'),
    createElement: (tag: string) => new FakeElement(tag),
    write: () => {
      throw new Error('document.write must not be used');
    },
  };
}

function elements(root: FakeElement): FakeElement[] {
  return [root, ...root.children.flatMap((child) => (typeof child === 'string' ? [] : elements(child)))];
}

const plan: PrintablePlan = {
  date: '2026-03-10',
  morningRitualCompleted: true,
  bigThree: ['Draft the <img src=x onerror=alert(1)> report', '<b>bold</b>', 'Call the bank'],
  bigThreeCompleted: [true, false, false],
  otherTasks: ['Reply to <script>alert(2)</script>'],
  otherTasksCompleted: [false],
  winningDefinition: 'Ship it & <i>rest</i>',
  distractions: ['<a href="javascript:alert(3)">news</a>'],
};

describe('buildPlanPrintPage', () => {
  it('renders every user text literally, as text nodes', () => {
    const doc = fakeDocument();
    buildPlanPrintPage(doc as unknown as Document, plan);

    const all = elements(doc.body);
    const tags = new Set(all.map((node) => node.tagName));
    for (const tag of ['img', 'b', 'script', 'i', 'a']) expect(tags.has(tag)).toBe(false);
    const text = doc.body.textContent;
    expect(text).toContain('Draft the <img src=x onerror=alert(1)> report');
    expect(text).toContain('<b>bold</b>');
    expect(text).toContain('Reply to <script>alert(2)</script>');
    expect(text).toContain('Ship it & <i>rest</i>');
    expect(text).toContain('<a href="javascript:alert(3)">news</a>');
  });

  it('shows the date, ritual status and sections in order, with print CSS in a <style>', () => {
    const doc = fakeDocument();
    buildPlanPrintPage(doc as unknown as Document, plan);

    expect(doc.title).toBe('Daily Plan - Tuesday, March 10, 2026');
    expect(doc.documentElement.lang).toBe('en');
    const [style] = doc.head.children;
    expect(style).toBeInstanceOf(FakeElement);
    expect((style as FakeElement).tagName).toBe('style');
    expect((style as FakeElement).textContent).toContain('@page');
    const text = doc.body.textContent;
    expect(text).toContain('Tuesday, March 10, 2026');
    expect(text).toContain('Morning Ritual: Completed');
    const headings = elements(doc.body)
      .filter((node) => node.tagName === 'h2')
      .map((node) => node.textContent);
    expect(headings).toEqual(['Daily Big 3', 'Other Tasks', 'Winning Looks Like', 'Watch Out For']);
    const done = elements(doc.body).filter((node) => node.className === 'done');
    expect(done.map((node) => node.textContent)).toEqual([
      '1.✓Draft the <img src=x onerror=alert(1)> report',
    ]);
  });

  it('gives every user text dir="auto", wraps long words and sizes the page to the device', () => {
    const doc = fakeDocument();
    buildPlanPrintPage(doc as unknown as Document, plan);

    const userTexts = [...plan.bigThree, ...plan.otherTasks, plan.winningDefinition, ...plan.distractions];
    const holders = elements(doc.body).filter((node) =>
      node.children.some((child) => typeof child === 'string' && userTexts.includes(child)),
    );
    expect(holders.map((node) => node.textContent).sort()).toEqual([...userTexts].sort());
    for (const node of holders) expect(node.attributes.get('dir')).toBe('auto');
    const css = (doc.head.children[0] as FakeElement).textContent;
    expect(css).toMatch(/body \{[^}]*overflow-wrap: anywhere;/);
    const meta = doc.head.children.find(
      (child): child is FakeElement => typeof child !== 'string' && child.tagName === 'meta',
    );
    expect(meta?.attributes.get('name')).toBe('viewport');
    expect(meta?.attributes.get('content')).toBe('width=device-width, initial-scale=1');
  });

  it('leaves out empty optional parts and says Not Completed', () => {
    const doc = fakeDocument();
    buildPlanPrintPage(doc as unknown as Document, {
      ...plan,
      morningRitualCompleted: false,
      otherTasks: [],
      otherTasksCompleted: [],
      winningDefinition: '  ',
      distractions: [],
    });
    expect(doc.body.textContent).toContain('Morning Ritual: Not Completed');
    const headings = elements(doc.body).filter((node) => node.tagName === 'h2');
    expect(headings.map((node) => node.textContent)).toEqual(['Daily Big 3']);
  });
});

describe('exportDailyPlan', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeOpener(popup: unknown) {
    return {
      open: vi.fn(() => popup),
      alert: vi.fn(),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    };
  }

  it('alerts when the popup is blocked', () => {
    const opener = fakeOpener(null);
    exportDailyPlan(plan, opener as unknown as Window);
    expect(opener.open).toHaveBeenCalledWith('', '_blank');
    expect(opener.alert).toHaveBeenCalledWith(POPUP_BLOCKED_MESSAGE);
  });

  it('prints 250 ms after the page is ready and closes the window 100 ms later', () => {
    vi.useFakeTimers();
    const popup = { document: fakeDocument(), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    const opener = fakeOpener(popup);
    exportDailyPlan(plan, opener as unknown as Window);

    expect(popup.document.body.textContent).toContain('<b>bold</b>');
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(popup.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.print).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 1);
    expect(popup.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.close).toHaveBeenCalledOnce();
    expect(opener.alert).not.toHaveBeenCalled();
  });
});
