import type { Page } from 'playwright-core';

/** An element whose text does not fit its box. */
export interface LayoutProblem {
  kind: 'overflow' | 'truncated-without-title';
  element: string;
  text: string;
  /** How far the content reaches past the box, in CSS pixels. */
  overX: number;
  overY: number;
}

// The few DOM shapes the in-page check reads: the node-side tsconfig has no DOM library.
interface PageStyle {
  display: string;
  visibility: string;
  overflowX: string;
  overflowY: string;
  textOverflow: string;
}
interface PageElement {
  tagName: string;
  textContent: string | null;
  className: unknown;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { width: number; height: number };
  closest(selector: string): PageElement | null;
}
interface PageWindow {
  document: { querySelectorAll(selector: string): Iterable<PageElement> };
  getComputedStyle(element: PageElement): PageStyle;
}

/**
 * Finds text that does not fit its box. For every rendered element holding text:
 * - inline elements are skipped: they have no box of their own, their block container is checked;
 * - scroll containers (`overflow: auto | scroll`) are skipped: overflowing there is their job (the
 *   raw definition, the hook list); what is inside them is still checked;
 * - truncating elements (`text-overflow: ellipsis`) may cut their text, but only if the full text
 *   is in a `title` on them or an ancestor; otherwise that is a `truncated-without-title` problem;
 * - form fields, SVG and visually hidden text (a box of 1×1 px or less) are skipped;
 * - every other element must contain its content: scrollWidth ≤ clientWidth + 1 and the same for
 *   height (1 px of rounding). scrollWidth counts descendants that spill out even where overflow
 *   is visible, so a label that pushes out of a chip, a button or a header row is caught where it
 *   spills.
 */
export function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const view = globalThis as unknown as PageWindow;
    const problems: LayoutProblem[] = [];
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const describe = (element: PageElement) => {
      const testId = element.getAttribute('data-testid');
      const classes = typeof element.className === 'string' ? element.className.trim() : '';
      return [
        element.tagName.toLowerCase(),
        testId ? `[data-testid=${testId}]` : '',
        classes ? `.${classes.split(/\s+/).join('.')}` : '',
      ].join('');
    };
    for (const element of view.document.querySelectorAll('body, body *')) {
      const text = element.textContent?.trim() ?? '';
      if (text === '' || /^(INPUT|SELECT|OPTION|TEXTAREA)$/.test(element.tagName)) continue;
      if (element.closest('svg')) continue;
      const style = view.getComputedStyle(element);
      if (/^(inline|contents|none)$/.test(style.display) || style.visibility !== 'visible')
        continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) continue;
      const overX = element.scrollWidth - element.clientWidth;
      const overY = element.scrollHeight - element.clientHeight;
      if (overX <= 1 && overY <= 1) continue;
      const found = { element: describe(element), text: text.slice(0, 80), overX, overY };
      if (style.textOverflow !== 'ellipsis') problems.push({ kind: 'overflow', ...found });
      else if (!element.closest('[title]'))
        problems.push({ kind: 'truncated-without-title', ...found });
    }
    return problems;
  });
}

export function formatLayoutProblems(where: string, problems: readonly LayoutProblem[]): string {
  return problems
    .map(
      (problem) =>
        `${where}: ${problem.kind} ${problem.element} by ${problem.overX}×${problem.overY} px: "${problem.text}"`,
    )
    .join('\n');
}
