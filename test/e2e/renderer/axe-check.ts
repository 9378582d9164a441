import path from 'node:path';

import type { Page } from 'playwright-core';

const AXE_SCRIPT = path.resolve(__dirname, '../../../node_modules/axe-core/axe.min.js');

/** One rule axe-core found broken, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

interface AxeResults {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** The axe rules whose result depends on colours: all a change of colour scheme can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core over the whole page as it is now and returns its violations (of `rules` only,
 * when given). The page must have been opened with `bypassCSP` (the app's CSP allows no injected
 * script).
 */
export async function runAxe(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (only) => {
    const { axe, document } = globalThis as unknown as {
      axe: { run(context: unknown, options: object): Promise<AxeResults> };
      document: unknown;
    };
    // Details of passing checks are not needed: asking for violations only is faster.
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  }, rules ?? null);
}

/** The violations a test fails on: WCAG problems that block or seriously hinder someone. */
export const isBlocking = (violation: AxeViolation): boolean =>
  violation.impact === 'serious' || violation.impact === 'critical';

/** A readable report: rule, impact, what it means, then each element and what is wrong with it. */
export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${where}: [${violation.impact}] ${violation.id}: ${violation.help}`,
        ...violation.nodes.map(
          (node) => `    at ${node.target}\n      ${node.summary.replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}
