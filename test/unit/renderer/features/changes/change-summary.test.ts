import { describe, expect, it } from 'vitest';

import { changeSummarySegments } from '../../../../../renderer/features/changes/model/change-summary';
import {
  operationLabel,
  restoreDirection,
} from '../../../../../renderer/features/changes/model/operation-label';
import type { Segment } from '../../../../../shared/i18n/message-format';
import { createTranslator } from '../../../../../renderer/i18n/translator';
import { type ChangeText, changeSummaryEn } from '../../../../../shared/i18n/change-text';
import { type ChangeRecord, ChangeSummarySchema } from '../../../../../shared/schemas/editing';
import { codedText } from '../../../../../shared/i18n/coded-text';

const text = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('');
const code = (segments: readonly Segment[]) =>
  segments.filter((segment) => segment.code).map((segment) => segment.text);

describe('the summary of a change, in the reader’s language', () => {
  const settings = '/home/ana/code/shop/.claude/settings.json';
  const clineFile = '/home/ana/code/shop/.clinerules/hooks/PreToolUse';
  const hook = 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/pre-tool-use.sh"';
  const created = [
    codedText('change.claude-hook-created', {
      event: 'PreToolUse',
      hook,
      language: 'bash',
      file: settings,
    }),
    codedText('change.cline-hook-created', { file: clineFile }),
  ];

  it('words each coded text in Chinese, joins them as clauses, and sets paths and events in code', () => {
    const segments = changeSummarySegments(createTranslator('zh-CN'), created);
    expect(text(segments)).toBe(
      `已在 ${settings} 中创建 PreToolUse hook ${hook}（bash）；已创建 Cline hook ${clineFile}`,
    );
    expect(code(segments)).toEqual([settings, 'PreToolUse', hook, 'bash', clineFile]);
  });

  it('words the same summary in English as the CLI does', () => {
    expect(text(changeSummarySegments(createTranslator('en'), created))).toBe(
      changeSummaryEn(created),
    );
  });

  it('words a change recorded before summaries named their hook as it was worded then', () => {
    const [earlier] = ChangeSummarySchema.parse([
      { key: 'change.hook-switched-off', params: { event: 'PreToolUse', file: settings } },
    ]) as ChangeText[];
    const worded = (locale: 'en' | 'zh-CN') =>
      text(changeSummarySegments(createTranslator(locale), [earlier as ChangeText]));
    expect(worded('en')).toBe(`Switched off a PreToolUse hook in ${settings}`);
    expect(worded('zh-CN')).toBe(`已关闭 ${settings} 中的一个 PreToolUse hook`);
  });

  it('shows a summary an earlier version wrote in words as written, in every language', () => {
    const earlier = 'Undo: Switched off a PreToolUse hook in /ws/.claude/settings.json';
    for (const locale of ['en', 'zh-CN'] as const) {
      expect(changeSummarySegments(createTranslator(locale), earlier)).toEqual([
        { text: earlier, code: false },
      ]);
    }
  });
});

describe('the badge of a restore', () => {
  const change = (id: string, restores: string | null = null): ChangeRecord => ({
    id,
    at: '2026-01-01T10:00:00.000Z',
    operation: restores ? 'restore' : 'disable',
    hookIds: [],
    summary: [
      codedText('change.hook-file-switched-off', { file: '/ws/.clinerules/hooks/TaskStart' }),
    ],
    files: [],
    restores,
  });
  const loaded = (...changes: ChangeRecord[]) => new Map(changes.map((each) => [each.id, each]));
  const off = change('off');
  const undo = change('undo', 'off');
  const redo = change('redo', 'undo');
  const undoAgain = change('undo-again', 'redo');

  it('names the operation of any other change', () => {
    expect(operationLabel(off, loaded(off))).toBe('operation.disable');
  });

  it('says Undo for taking a change back, Redo for taking that back, and so on', () => {
    const all = loaded(off, undo, redo, undoAgain);
    expect([undo, redo, undoAgain].map((each) => operationLabel(each, all))).toEqual([
      'operation.restore',
      'operation.redo',
      'operation.restore',
    ]);
  });

  it('keeps the plain restore label when the chain reaches past the loaded changes', () => {
    expect(operationLabel(redo, loaded(redo, undo))).toBe('operation.restore');
  });

  it('tells the words before a summary which way each restore went (none for other changes)', () => {
    const all = loaded(off, undo, redo, undoAgain);
    expect([off, undo, redo, undoAgain].map((each) => restoreDirection(each, all))).toEqual([
      null,
      'undo',
      'redo',
      'undo',
    ]);
  });
});
