import type { VersionRange } from '../schemas/agent-guards';

/**
 * Compares two dotted release versions (`2.1.328`, `0.61.0`) part by part as numbers; a missing
 * part counts as 0 and anything after the numbers (`-beta`) is ignored. Written here because
 * `shared/` imports nothing but zod, and the agents' versions are plain dotted numbers.
 */
export function compareVersions(a: string, b: string): number {
  const left = numbersOf(a);
  const right = numbersOf(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Whether `version` lies in `range` (`from` inclusive, `until` exclusive). */
export function inRange(version: string, range: VersionRange): boolean {
  if (range.from !== null && compareVersions(version, range.from) < 0) return false;
  return range.until === null || compareVersions(version, range.until) < 0;
}

/** The first dotted version in a `--version` answer (`2.1.328 (Claude Code)`), or null. */
export function versionIn(text: string): string | null {
  return /\d+(?:\.\d+)+/.exec(text)?.[0] ?? null;
}

function numbersOf(version: string): number[] {
  const head = /^\D*(\d+(?:\.\d+)*)/.exec(version)?.[1] ?? '';
  return head === '' ? [] : head.split('.').map(Number);
}
