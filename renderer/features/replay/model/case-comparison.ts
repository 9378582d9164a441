import type { ReplayCase } from '../../../../shared/schemas/replay';

/**
 * What a replayed case can say about then versus now: the same, something differs, or nothing
 * to compare with (nothing is known about what happened then). The last is never "the same".
 */
export type CaseComparison = 'same' | 'differs' | 'no-then';

export function comparisonOf(item: ReplayCase): CaseComparison {
  if (item.then === null) return 'no-then';
  return item.differs.length > 0 ? 'differs' : 'same';
}
