import { textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * Why a hook does not run for one payload (the runner's selection, the matcher simulator), in
 * English, keyed by code. Same conventions as shared/i18n/verdict-text.ts: a new code needs its
 * zh-CN text in shared/i18n/zh-cn/verdict-and-skip-text.ts. `matcher` and `condition` arrive as JSON
 * strings, `label` as the hook's own label; all are shown in code style.
 */
export const SKIP_TEXT_EN = {
  'other-event': 'defined for {defined}, not {event}',
  'http-skipped-for-event': 'HTTP hooks are silently skipped for {event}',
  'matcher-does-not-select': 'the matcher {matcher} does not select this {event}',
  'matcher-does-not-select-value':
    'the matcher {matcher} does not select {value} ({field}) on this {event}',
  'matcher-wrong-case':
    'the matcher {matcher} does not select {value} ({field}): matchers are case-sensitive, did you mean {value}?',
  'if-on-non-tool-event':
    'a hook with an "if" condition is skipped on {event}, which is not a tool event',
  'condition-does-not-hold': 'the condition if: {condition} does not hold',
  duplicate: 'identical to {label}: Claude Code runs identical commands once per event',
  'not-a-cline-cli-hook': '{event} is not a Cline CLI hook name',
  'cline-cli-not-wired': '{event} is not wired to anything in the Cline CLI: it never runs',
  'not-a-cline-hook': '{event} is not a Cline hook name',
  'vscode-does-not-run-event': 'the Cline VS Code extension does not run {event} hooks',
  'vscode-not-wired': 'the Cline VS Code extension (4.x) no longer wires {event}: it never runs',
} as const;

export type SkipCode = keyof typeof SKIP_TEXT_EN;

export type SkipReason = CodedText<ServiceKey<'skip'>>;

/** The English words of a skip reason (CLI, logs, tests). */
export const skipTextEn = (reason: SkipReason): string => textEn(SKIP_TEXT_EN, reason);
