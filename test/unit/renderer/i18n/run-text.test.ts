import { describe, expect, it } from 'vitest';

import type { Segment } from '../../../../shared/i18n/message-format';
import { createTranslator } from '../../../../renderer/i18n/translator';
import { runTextEn } from '../../../../shared/i18n/run-text';
import { codedText } from '../../../../shared/i18n/coded-text';

const text = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('');
const code = (segments: readonly Segment[]) =>
  segments.filter((segment) => segment.code).map((segment) => segment.text);

describe('a hook run’s notes, parse errors and fixes: one code, English for the CLI, the user’s language on screen', () => {
  const note = codedText('run.claude-exit-2-does-not-block', { event: 'SessionStart' });
  const parseError = codedText('run.cline-cli-invalid-json', {
    message: 'Unexpected token } in JSON at position 9',
  });
  const fix = codedText('run.fix-make-executable', { program: './guard.sh' });

  it('words them in English for the CLI and the logs, params as sent', () => {
    expect(runTextEn(note)).toBe('exit 2 does not block SessionStart: stderr is only shown');
    expect(runTextEn(parseError)).toBe(
      "invalid JSON control output (Unexpected token } in JSON at position 9); Cline ignores this hook's output",
    );
    expect(runTextEn(fix)).toBe(
      'Run `chmod +x ./guard.sh`, or run it through an interpreter, e.g. `["bash", "./guard.sh"]`.',
    );
  });

  it('words a note in Chinese, the event name kept and set in code', () => {
    const zh = createTranslator('zh-CN').coded(note);
    expect(text(zh)).toBe('退出码 2 不会阻止 SessionStart：stderr 仅作显示');
    expect(code(zh)).toEqual(['SessionStart']);
    expect(text(createTranslator('en').coded(note))).toBe(runTextEn(note));
  });

  it('keeps a parser’s message verbatim, as prose, inside the Chinese sentence', () => {
    const zh = createTranslator('zh-CN').coded(parseError);
    expect(text(zh)).toBe(
      '无效的 JSON 控制输出（Unexpected token } in JSON at position 9）；Cline 会忽略此 hook 的输出',
    );
    expect(code(zh)).toEqual([]);
  });

  it('sets a fix’s commands in code style, with the program filled in', () => {
    const zh = createTranslator('zh-CN').coded(fix);
    expect(text(zh)).toBe(
      '请运行 chmod +x ./guard.sh，或通过解释器运行它，例如 ["bash", "./guard.sh"]。',
    );
    expect(code(zh)).toEqual(['chmod +x ./guard.sh', '["bash", "./guard.sh"]']);
  });

  it('says why a hook could not start in Chinese, the program in code and the system’s words as sent', () => {
    const missing = createTranslator('zh-CN').coded(
      codedText('run.start-not-on-path', { program: 'jq' }),
    );
    expect(text(missing)).toBe('在 PATH 中找不到 jq。');
    expect(code(missing)).toEqual(['jq']);
    const failed = codedText('run.start-failed', { program: './guard.sh', message: 'spawn E2BIG' });
    expect(text(createTranslator('zh-CN').coded(failed))).toBe('./guard.sh 无法启动：spawn E2BIG');
    expect(runTextEn(failed)).toBe('./guard.sh could not be started: spawn E2BIG');
  });
});
