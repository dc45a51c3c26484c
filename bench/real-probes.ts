/**
 * The scripts bench/real.ts runs inside the measured pages (bench/README.md, "How painted is measured"): each
 * resolves a promise on `window` with a time in the page's own clock, read in the frame after the one that
 * painted what it waits for. Plain functions, serialised by playwright: they use nothing from outside.
 */

/**
 * What a page waits to see painted: an element whose own text is exactly `text`, or the first element matching
 * the CSS `selector` (a drawing without text, such as a chart's SVG). Its key in `window.__painted` is the text or
 * the selector.
 */
export type Wanted = { text: string } | { selector: string };

/** The key of `wanted` in `window.__painted`. */
export const keyOf = (wanted: Wanted): string => ('text' in wanted ? wanted.text : wanted.selector);

/**
 * Runs in every page before its own scripts (an init script). For each wanted element, it records in
 * `window.__painted[key]` (`keyOf`) a promise of the `performance.now()` (milliseconds since navigation start) at
 * which it was painted: a MutationObserver notices when an element whose own text is exactly the text (or that
 * matches the selector) is in the document; from then on each animation frame checks that it is visible and
 * inside the viewport (this frame's style and layout, computed a moment early); once it is, the time is read in
 * the callback of the next frame, which runs after the frame that painted it. The method is exact to one frame
 * (16.7 ms) and costs the page one text-node walk (or one query) per DOM change until everything is found.
 */
export function paintProbe(wanted: Wanted[]): void {
  const found = new Map<Wanted, (ms: number) => void>();
  const painted: Record<string, Promise<number>> = {};
  for (const one of wanted)
    painted['text' in one ? one.text : one.selector] = new Promise((resolve) => found.set(one, resolve));
  (window as unknown as { __painted: typeof painted }).__painted = painted;
  const withText = (text: string): Element | null => {
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.nodeValue?.trim() === text && parent && !parent.closest('script, template, noscript, title'))
        return parent;
    }
    return null;
  };
  const elementOf = (one: Wanted): Element | null =>
    'text' in one ? withText(one.text) : document.querySelector(one.selector);
  const onScreen = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return (
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.width > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight
    );
  };
  let frameAsked = false;
  const frame = () => {
    frameAsked = false;
    for (const [one, resolve] of found) {
      const element = elementOf(one);
      if (!element || !onScreen(element)) continue;
      found.delete(one);
      requestAnimationFrame(() => resolve(performance.now()));
    }
    if (found.size === 0) observer.disconnect();
    else if ([...found.keys()].some(elementOf)) askFrame();
  };
  const askFrame = () => {
    if (!frameAsked) requestAnimationFrame(frame);
    frameAsked = true;
  };
  const observer = new MutationObserver(() => {
    if ([...found.keys()].some(elementOf)) askFrame();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * Arms the measure of (c) in the page: resolves `window.__clickPaint` with the milliseconds from the press
 * (the pointerdown's timeStamp) on the checkbox named `task` to the frame after the one that painted its new state
 * (checked, or unchecked when the saved plan kept the tick of an earlier round).
 */
export function armClick(task: string): void {
  const checkbox = () =>
    [...document.querySelectorAll('[role="checkbox"], input[type="checkbox"]')].find((box) =>
      [...((box as HTMLInputElement).labels ?? [])].some((label) => label.textContent?.trim() === task),
    );
  const isChecked = (box: Element | undefined) =>
    box?.getAttribute('aria-checked') === 'true' || (box as HTMLInputElement | undefined)?.checked === true;
  const before = isChecked(checkbox());
  let pressed = Number.NaN;
  addEventListener('pointerdown', (event) => (pressed = event.timeStamp), { capture: true, once: true });
  (window as unknown as { __clickPaint: Promise<number> }).__clickPaint = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (isChecked(checkbox()) === before) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressed)));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/**
 * Arms the measures of (d) and (f) in the page: resolves `window.__dropPaint` with the milliseconds from the
 * pointer's release to the frame after the one that painted the block `title` at its new times `label` (its handle's
 * name), and fills `window.__dragFrames` with the times of the frames between the press and the release.
 */
export function armDrop({ title, label }: { title: string; label: string }): void {
  let released = Number.NaN;
  addEventListener('pointerup', (event) => (released = event.timeStamp), { capture: true, once: true });
  // (f): the time of every frame from the press to the release (requestAnimationFrame runs once per frame).
  const frames: number[] = [];
  const frame = (time: number) => {
    frames.push(time);
    if (Number.isNaN(released)) requestAnimationFrame(frame);
  };
  addEventListener('pointerdown', () => requestAnimationFrame(frame), { capture: true, once: true });
  (window as unknown as { __dragFrames: number[] }).__dragFrames = frames;
  const moved = () =>
    [...document.querySelectorAll('[aria-roledescription="scheduled block"]')].some(
      (handle) => handle.getAttribute('aria-label') === `${title}, ${label}`,
    );
  (window as unknown as { __dropPaint: Promise<number> }).__dropPaint = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (Number.isNaN(released) || !moved()) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - released)));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
