import { describe, expect, it } from 'vitest';

import { createTranslator } from '../../../../renderer/i18n/translator';
import type { Segment } from '../../../../shared/i18n/message-format';
import { skipTextEn } from '../../../../shared/i18n/skip-text';
import { phraseWithReason, verdictWords } from '../../../../shared/i18n/verdict-text';
import { AppFailure } from '../../../../shared/result';
import { codedText } from '../../../../shared/i18n/coded-text';

const text = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('');
const code = (segments: readonly Segment[]) =>
  segments.filter((segment) => segment.code).map((segment) => segment.text);

describe('service-made text: one code, English for the CLI, the user’s language on screen', () => {
  const phrases = [
    phraseWithReason('verdictPhrase.tool-blocked', 'no rm please'),
    codedText('verdictPhrase.worktree-created', { path: '/w/tree' }),
  ];

  it('words a verdict in English for the CLI and the audit log', () => {
    expect(verdictWords(phrases).sentence).toBe(
      'tool blocked; the model is told: no rm please; the worktree is created at /w/tree',
    );
    expect(verdictWords([phraseWithReason('verdictPhrase.run-stops', '')])).toEqual({
      phrases: [{ key: 'verdictPhrase.run-stops-no-reason', params: {} }],
      sentence: 'the run stops',
    });
  });

  it('words the same verdict in Chinese, clauses joined the Chinese way, paths in code', () => {
    const segments = createTranslator('zh-CN').verdict(phrases);
    expect(text(segments)).toBe(
      '工具调用被阻止；模型收到的说明：no rm please；worktree 创建在 /w/tree',
    );
    expect(code(segments)).toEqual(['/w/tree']);
    expect(text(createTranslator('en').verdict(phrases))).toBe(verdictWords(phrases).sentence);
  });

  it('words a skip reason in either language from the same code', () => {
    const reason = codedText('skip.matcher-does-not-select', { matcher: '"Bash"', event: 'Stop' });
    expect(skipTextEn(reason)).toBe('the matcher "Bash" does not select this Stop');
    const zh = createTranslator('zh-CN').coded(reason);
    expect(text(zh)).toBe('matcher "Bash" 不会选中这次 Stop');
    expect(code(zh)).toEqual(['"Bash"', 'Stop']);
  });

  it('words a failure by its message code, and shows one without a code as sent', () => {
    const failure = new AppFailure('not-found', 'failure.workspace-folder-missing', {
      root: '/no/such',
    });
    expect(failure.message).toBe('The folder /no/such does not exist.');
    const zh = createTranslator('zh-CN');
    expect(text(zh.failure(failure.toAppError()))).toBe('文件夹 /no/such 不存在。');
    expect(code(zh.failure(failure.toAppError()))).toEqual(['/no/such']);
    expect(zh.failure({ code: 'internal', message: 'EIO: i/o error' })).toEqual([
      { text: 'EIO: i/o error', code: false },
    ]);
  });
});
