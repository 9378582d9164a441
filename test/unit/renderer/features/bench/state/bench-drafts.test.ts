import { describe, expect, it } from 'vitest';

import {
  switchDraft,
  withoutDraft,
} from '../../../../../../renderer/features/bench/state/bench-drafts';

describe('bench drafts', () => {
  it('keeps an edited payload under its own key and asks for a sample for a new one', () => {
    const shown = { key: 'ws:a|claude-code|PreToolUse|', text: '{"cwd":"/a"}', edited: true };
    const left = switchDraft({}, shown, 'ws:b|claude-code|PreToolUse|');
    expect(left).toEqual({ drafts: { [shown.key]: '{"cwd":"/a"}' }, restored: null });

    const back = switchDraft(
      left.drafts,
      { key: 'ws:b|claude-code|PreToolUse|', text: '{}', edited: false },
      shown.key,
    );
    expect(back).toEqual({ drafts: {}, restored: '{"cwd":"/a"}' });
  });

  it('keeps nothing of a sample the user did not edit, nor of the empty bench', () => {
    expect(switchDraft({}, { key: 'a', text: '{}', edited: false }, 'b').drafts).toEqual({});
    expect(switchDraft({}, { key: null, text: '', edited: true }, 'b').drafts).toEqual({});
  });

  it('drops the draft a fresh sample replaces, and only that one', () => {
    expect(withoutDraft({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });
});
