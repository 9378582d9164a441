import { cliText } from '../cli-messages';
import type { ReplayCase, ReplayOutcomeView, ReplaySuiteRun } from '../../../shared/schemas/replay';

const show = (value: unknown): string =>
  value === null || value === undefined ? '(none)' : JSON.stringify(value);

/** One line per aspect that differs: what the case expects, and what the hooks answer now. */
function diffLines(entry: ReplayCase): string[] {
  const then = entry.then as ReplayOutcomeView;
  const now = entry.now;
  const lines: string[] = [];
  if (entry.differs.includes('verdict')) {
    lines.push(`      - verdict  ${then.verdictKind}`);
    lines.push(`      + verdict  ${now.verdictKind}`);
    if (then.reason !== null || now.reason !== null) {
      lines.push(`      - reason   ${show(then.reason)}`);
      lines.push(`      + reason   ${show(now.reason)}`);
    }
  }
  if (entry.differs.includes('context')) {
    lines.push(`      - context  ${show(then.context)}`);
    lines.push(`      + context  ${show(now.context)}`);
  }
  if (now.stderr.trim()) lines.push(`      stderr now: ${now.stderr.trim().slice(0, 300)}`);
  return lines;
}

/**
 * A suite's result as people read it in a terminal or CI log: a mark per case, a unified-diff
 * style pair of lines (`-` expected, `+` now) for each failing aspect, and a summary.
 */
export function formatSuiteRun(suite: string, file: string, run: ReplaySuiteRun, names: string[]) {
  const lines = [`${suite}  (${file})`];
  run.cases.forEach((entry, index) => {
    const name = names[index] ?? entry.entryId;
    if (entry.differs.length === 0) {
      lines.push(`  ok    ${name}  →  ${entry.now.verdictKind}`);
    } else {
      lines.push(`  FAIL  ${name}  [${cliText('hooksRan', { count: entry.hookIds.length })}]`);
      lines.push(...diffLines(entry));
    }
  });
  lines.push(`  ${run.passed} passed, ${run.failed} failed`);
  return lines;
}
