/**
 * Daily plan export (docs/product.md §2 'Daily plan export', §8, §9): a printable page in a new window, printed about
 * 250 ms after it is ready and closed 100 ms later. The page is built with DOM calls and `textContent` only, so
 * whatever a user typed is shown as text and never parsed as markup; no script runs in the popup (the site's
 * CSP forbids inline scripts), the opener drives it.
 */
import { format, parseISO } from 'date-fns';
import type { DailyPlan } from './api.ts';

/** The alert shown when the browser blocks the popup (docs/product.md §8). */
export const POPUP_BLOCKED_MESSAGE = 'Please allow popups to download the PDF';
/** Delay between the page being ready and print() (docs/product.md §9). */
export const PRINT_DELAY_MS = 250;
/** Delay between print() and closing the window (docs/product.md §9). */
export const CLOSE_DELAY_MS = 100;

/** The parts of a plan the printable page shows. */
export type PrintablePlan = Pick<
  DailyPlan,
  | 'date'
  | 'morningRitualCompleted'
  | 'bigThree'
  | 'bigThreeCompleted'
  | 'otherTasks'
  | 'otherTasksCompleted'
  | 'winningDefinition'
  | 'distractions'
>;

const PRINT_CSS = `
@page { margin: 0.75in; }
* { box-sizing: border-box; }
html { color-scheme: light; }
body {
  margin: 0 auto; max-width: 7.5in; padding: 40px 32px; color: #1b2433; background: #fff;
  font: 14px/1.55 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  overflow-wrap: anywhere;
}
h1, h2 { font-family: "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; font-weight: 600; }
.brand { margin: 0; font-size: 11px; letter-spacing: 0.18em; text-transform: uppercase; color: #6b4f14; }
h1 { margin: 6px 0 2px; font-size: 30px; line-height: 1.2; }
.date { margin: 0; font-size: 16px; color: #535d6d; }
.ritual { margin: 20px 0 0; padding: 10px 14px; border: 1px solid #e3ddd0; border-radius: 8px; background: #f8f5ee; }
.ritual strong { font-weight: 600; }
section { margin-top: 26px; break-inside: avoid; }
h2 { margin: 0 0 10px; padding-bottom: 6px; border-bottom: 2px solid #b38b3d; font-size: 18px; }
ul, ol { margin: 0; padding: 0; list-style: none; }
li { display: flex; gap: 10px; align-items: flex-start; padding: 7px 0; border-bottom: 1px solid #efeae0; }
li:last-child { border-bottom: 0; }
.box {
  flex: none; width: 16px; height: 16px; margin-top: 2px; border: 1.5px solid #535d6d; border-radius: 4px;
  font-size: 12px; line-height: 13px; text-align: center; font-weight: 700;
}
.done .text { text-decoration: line-through; color: #535d6d; }
.number { flex: none; width: 18px; font-weight: 700; color: #6b4f14; }
.bullet { flex: none; color: #b38b3d; font-weight: 700; }
.win { margin: 0; padding: 12px 16px; border-left: 3px solid #b38b3d; background: #f6eedb; border-radius: 0 8px 8px 0; white-space: pre-wrap; }
.text { flex: 1 1 auto; min-width: 0; white-space: pre-wrap; }
footer { margin-top: 36px; font-size: 11px; color: #535d6d; text-align: center; }
@media (max-width: 480px) { body { padding: 24px 16px; } h1 { font-size: 26px; } }
@media print { body { padding: 0; max-width: none; } }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function section(doc: Document, title: string, ...content: Node[]): HTMLElement {
  const node = element(doc, 'section');
  node.append(element(doc, 'h2', undefined, title), ...content);
  return node;
}

/** An element showing a user's text: its direction follows the text (Arabic runs right-to-left). */
function userText(doc: Document, tag: 'span' | 'p', className: string, text: string): HTMLElement {
  const node = element(doc, tag, className, text);
  node.setAttribute('dir', 'auto');
  return node;
}

function taskList(doc: Document, tasks: readonly string[], done: readonly boolean[], numbered: boolean) {
  const list = element(doc, numbered ? 'ol' : 'ul');
  tasks.forEach((task, index) => {
    const isDone = done[index] === true;
    const item = element(doc, 'li', isDone ? 'done' : undefined);
    if (numbered) item.append(element(doc, 'span', 'number', `${index + 1}.`));
    const box = element(doc, 'span', 'box', isDone ? '✓' : '');
    box.setAttribute('aria-label', isDone ? 'Done' : 'Not done');
    item.append(box, userText(doc, 'span', 'text', task));
    list.append(item);
  });
  return list;
}

/**
 * Fills `doc` (an empty document, e.g. a fresh popup's) with the printable plan: title, the date in long form,
 * 'Morning Ritual: Completed' or 'Not Completed', the Big 3, other tasks, the winning definition and the
 * distractions (empty optional parts are left out), plus its print CSS in a <style> element and a viewport
 * <meta>. Every user text goes in through `textContent`, in an element with `dir="auto"`; the CSS wraps long
 * unbroken text (`overflow-wrap: anywhere`) so nothing runs off the page.
 */
export function buildPlanPrintPage(doc: Document, plan: PrintablePlan): void {
  const longDate = format(parseISO(plan.date), 'EEEE, MMMM d, yyyy');
  doc.documentElement.lang = 'en';
  const style = element(doc, 'style');
  style.textContent = PRINT_CSS;
  // A phone lays the page out at its own width instead of a zoomed-out 980 px one.
  const viewport = element(doc, 'meta');
  viewport.setAttribute('name', 'viewport');
  viewport.setAttribute('content', 'width=device-width, initial-scale=1');
  doc.head.replaceChildren(style, viewport);
  // After the head is replaced: setting the title adds a <title> element to it.
  doc.title = `Daily Plan - ${longDate}`;

  const ritual = element(doc, 'p', 'ritual');
  ritual.append(
    element(doc, 'strong', undefined, 'Morning Ritual:'),
    ` ${plan.morningRitualCompleted ? 'Completed' : 'Not Completed'}`,
  );

  const header = element(doc, 'header');
  header.append(
    element(doc, 'p', 'brand', 'Steward'),
    element(doc, 'h1', undefined, 'Daily Plan'),
    element(doc, 'p', 'date', longDate),
    ritual,
  );

  const parts: Node[] = [
    header,
    section(doc, 'Daily Big 3', taskList(doc, plan.bigThree, plan.bigThreeCompleted, true)),
  ];
  if (plan.otherTasks.length > 0) {
    parts.push(section(doc, 'Other Tasks', taskList(doc, plan.otherTasks, plan.otherTasksCompleted, false)));
  }
  if (plan.winningDefinition.trim() !== '') {
    parts.push(section(doc, 'Winning Looks Like', userText(doc, 'p', 'win', plan.winningDefinition)));
  }
  if (plan.distractions.length > 0) {
    const list = element(doc, 'ul');
    for (const distraction of plan.distractions) {
      const item = element(doc, 'li');
      item.append(element(doc, 'span', 'bullet', '!'), userText(doc, 'span', 'text', distraction));
      list.append(item);
    }
    parts.push(section(doc, 'Watch Out For', list));
  }
  parts.push(element(doc, 'footer', undefined, `Printed from Steward · ${longDate}`));
  doc.body.replaceChildren(...parts);
}

/**
 * Download PDF: opens a new window, writes the printable plan into it, calls print() about 250 ms after it is
 * ready and closes it 100 ms later. When the browser blocks the popup it alerts POPUP_BLOCKED_MESSAGE.
 * `opener` is the window to open from (the app's window by default).
 */
export function exportDailyPlan(plan: PrintablePlan, opener: Window = window): void {
  const popup = opener.open('', '_blank');
  if (!popup) {
    opener.alert(POPUP_BLOCKED_MESSAGE);
    return;
  }
  buildPlanPrintPage(popup.document, plan);
  const printSoon = () => {
    opener.setTimeout(() => {
      popup.focus();
      popup.print();
      opener.setTimeout(() => popup.close(), CLOSE_DELAY_MS);
    }, PRINT_DELAY_MS);
  };
  if (popup.document.readyState === 'complete') printSoon();
  else popup.addEventListener('load', printSoon, { once: true });
}
