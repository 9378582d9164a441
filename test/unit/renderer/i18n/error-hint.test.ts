import { describe, expect, it } from 'vitest';

import { AppFailure } from '../../../../shared/result';
import { errorHint } from '../../../../renderer/i18n/labels';

describe('the hint under a failure', () => {
  it("is its code's, unless the failure has a hint of its own", () => {
    expect(
      errorHint(
        new AppFailure('invalid-request', 'failure.hook-already-off', { file: 'x' }).toAppError(),
      ),
    ).toBe('error.invalid-request');
    expect(
      errorHint(
        new AppFailure('not-found', 'failure.folder-not-found', { path: '/x' }).toAppError(),
      ),
    ).toBe('error.path-missing');
    expect(errorHint({ code: 'internal', message: 'boom' })).toBe('error.internal');
  });

  it('is none after a refusal whose text already says what to do', () => {
    const refusal = new AppFailure('invalid-request', 'failure.switch-not-alone', {
      name: 'guard',
      other: 'AfterTool',
      file: '~/.gemini/settings.json',
      more: 0,
    });
    expect(refusal.message).toContain('Give this hook a "name" of its own');
    expect(errorHint(refusal.toAppError())).toBeNull();
  });
});
