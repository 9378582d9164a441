import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import {
  CLAUDE_EVENTS,
  type ClaudeEventName,
  isClaudeEvent,
} from '../../../shared/agents/claude-code-events';
import { CLINE_EVENTS, type ClineEventName } from '../../../shared/agents/cline-events';
import { TemplateLanguageSchema } from '../../../shared/schemas/editing';

/** The languages Hookyard has templates for. */
export const TEMPLATE_LANGUAGES = TemplateLanguageSchema.options;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** Per language: the template file extension and the program that runs a script. */
export const LANGUAGE_FACTS: Record<TemplateLanguage, { extension: string; program: string }> = {
  bash: { extension: '.sh', program: 'bash' },
  python: { extension: '.py', program: 'python3' },
  node: { extension: '.js', program: 'node' },
  // The Cline CLI runs .ts with bun; Claude Code hooks get the same runner.
  typescript: { extension: '.ts', program: 'bun' },
  powershell: { extension: '.ps1', program: 'pwsh -NoProfile -File' },
};

// Events whose `decision: "block"` (or exit 2) acts (spec §2, §3.3); PreToolUse and
// PermissionRequest have their own answers.
const CLAUDE_CONTEXT_EVENTS = new Set<string>([
  'SessionStart',
  'Setup',
  'PostToolUseFailure',
  'PostToolBatch',
  'Notification',
  'SubagentStart',
  'PostModelSwitch',
]);
const CLAUDE_OWN_ANSWER = new Set<string>(['Elicitation', 'PreModelSwitch']);

/**
 * Which Claude Code template fits an event: its own answer for PreToolUse and PermissionRequest,
 * `decision` where a block acts, `context` where only additionalContext does, else `observe`.
 */
export function claudeTemplateShape(event: ClaudeEventName): string {
  if (event === 'PreToolUse') return 'pre-tool-use';
  if (event === 'PermissionRequest') return 'permission-request';
  if (CLAUDE_CONTEXT_EVENTS.has(event)) return 'context';
  if (CLAUDE_EVENTS[event].exit2Blocks && !CLAUDE_OWN_ANSWER.has(event)) return 'decision';
  return 'observe';
}

/** Which Cline template fits an event: `tool` for the two tool hooks, else `lifecycle`. */
export function clineTemplateShape(event: ClineEventName): string {
  return CLINE_EVENTS[event].cliBlocking ? 'tool' : 'lifecycle';
}

/** The event name as the agent spells it; AppFailure('invalid-request') for an unknown one. */
export function claudeEvent(event: string): ClaudeEventName {
  if (!isClaudeEvent(event)) {
    throw new AppFailure('invalid-request', 'failure.not-a-claude-event', { event });
  }
  return event;
}

/**
 * The text of a template with `{{EVENT}}` and the other `values` (`{{KEY}}`) filled in. Templates live in
 * `<templatesDir>/<family>/<shape><extension>`; a missing one is AppFailure('not-found').
 */
export async function renderTemplate(
  templatesDir: string,
  /** The templates' folder: the agent family's (`claude-code`, `cline`). */
  family: string,
  shape: string,
  language: TemplateLanguage,
  event: string,
  values: Readonly<Record<string, string>> = {},
): Promise<string> {
  const file = path.join(templatesDir, family, `${shape}${LANGUAGE_FACTS[language].extension}`);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new AppFailure('not-found', 'failure.template-missing', { language, event, file });
  }
  return Object.entries({ ...values, EVENT: event }).reduce(
    (filled, [key, value]) => filled.replaceAll(`{{${key}}}`, value),
    text,
  );
}
