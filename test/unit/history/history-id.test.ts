import { describe, expect, test } from 'vitest';

import { auditIdTime } from '../../../shared/schemas/history-id';
import {
  HistoryIdFactory,
  derivedAuditId,
  SEQ_SLOTS,
  seqAtTime,
  seqOf,
  timeOfSeq,
} from '../../../electron/services/history/history-id';

describe('audit ids', () => {
  test('sort by the time they encode and decode back to it', () => {
    const ids = new HistoryIdFactory();
    const times = [0, 1, 1_700_000_000_000, 1_700_000_000_001, 4_102_444_800_000];
    const made = times.map((time) => ids.next(time));
    expect([...made].sort()).toEqual(made);
    expect(made.map((id) => auditIdTime(id))).toEqual(times);
  });

  test('are unique for one millisecond', () => {
    const ids = new HistoryIdFactory();
    const made = new Set(Array.from({ length: 5000 }, () => ids.next(1_700_000_000_000)));
    expect(made.size).toBe(5000);
  });

  test('derive the same id from the same seed, a different one from another seed', () => {
    expect(derivedAuditId(5, 'line a')).toBe(derivedAuditId(5, 'line a'));
    expect(derivedAuditId(5, 'line a')).not.toBe(derivedAuditId(5, 'line b'));
    expect(auditIdTime(derivedAuditId(5, 'x'))).toBe(5);
  });

  test('reject strings that are not ids', () => {
    expect(auditIdTime('not an id')).toBeNull();
    expect(auditIdTime('0'.repeat(25) + 'U')).toBeNull();
  });

  test('order index positions by time first, then by a slot taken from the id', () => {
    const ids = new HistoryIdFactory();
    const early = seqOf(1000, ids.next(1000));
    const late = seqOf(1001, ids.next(1001));
    expect(early).toBeLessThan(late);
    expect(early).toBeGreaterThanOrEqual(seqAtTime(1000));
    expect(early).toBeLessThan(seqAtTime(1000) + SEQ_SLOTS);
    expect(timeOfSeq(early)).toBe(1000);
  });

  test('keep positions exact as integers for times far in the future', () => {
    const seq = seqOf(Date.parse('2200-01-01T00:00:00Z'), 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(Number.isSafeInteger(seq)).toBe(true);
  });
});
