import { describe, expect, test } from 'vitest';

import type { ReceivedRecord } from '../../helpers/otlp-receiver';
import { duplicatesOutsideResentBatches } from './telemetry-kit';

const record = (id: string) =>
  ({ attributes: { 'log.record.uid': id } }) as unknown as ReceivedRecord;
const request = (...ids: string[]) => ({ records: ids.map(record) });

describe('the "duplicates only within one batch" check of the fault tests', () => {
  test('accepts a batch sent again as a whole', () => {
    expect(
      duplicatesOutsideResentBatches([request('a', 'b'), request('a', 'b'), request('c')]),
    ).toEqual([]);
  });

  test('catches an entry repeated in another batch', () => {
    expect(duplicatesOutsideResentBatches([request('a', 'b'), request('b', 'c')])).toEqual(['b']);
  });
});
