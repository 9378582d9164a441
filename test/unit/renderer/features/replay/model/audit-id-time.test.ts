import { describe, expect, it } from 'vitest';

import {
  HistoryIdFactory,
  derivedAuditId,
} from '../../../../../../electron/services/history/history-id';
import { recordedAtOf } from '../../../../../../renderer/features/replay/model/audit-id-time';

describe('recordedAtOf', () => {
  it('reads back the time the services encoded into new and derived ids', () => {
    const ts = Date.UTC(2026, 10, 30, 5, 12, 44, 120);
    expect(recordedAtOf(new HistoryIdFactory().next(ts))).toBe('2026-11-30T05:12:44.120Z');
    expect(recordedAtOf(derivedAuditId(ts, 'seed'))).toBe('2026-11-30T05:12:44.120Z');
  });

  it('has no time for a suite case or anything else that is not an audit id', () => {
    expect(recordedAtOf('regressions#1')).toBeNull();
    expect(recordedAtOf('01J000000000000000000000IL')).toBeNull();
  });
});
