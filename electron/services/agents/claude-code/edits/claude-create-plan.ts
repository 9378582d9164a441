import path from 'node:path';

import { recordedHookLabel } from '../../../editing/summary-redaction';
import { AppFailure } from '../../../../../shared/result';
import { validateHandler } from '../handler-validation';
import { rootSettingsFiles, userSettingsFile } from '../settings-sources';
import { claudeHookIdAt } from '../handler-identity';
import { toolInputFocus } from '../tool-input-focus';
import type { HostPaths } from '../../../platform/host-paths';
import { assertStillApplies, type PlannedChange, settingsWrite } from './claude-handler-edits';
import { absentSnapshot } from '../../../editing/edit-engine';
import { readSnapshot, snapshotText } from '../../../editing/file-snapshot';
import { nodeAt, parseJsonDocument } from '../../../editing/json-document';
import { insertJsonValue } from '../../../editing/json-edit';
import {
  claudeEvent,
  claudeTemplateShape,
  LANGUAGE_FACTS,
  renderTemplate,
  type TemplateLanguage,
} from '../../../editing/template-catalog';
import { toolTemplateValues } from './tool-template-values';
import { codedText } from '../../../../../shared/i18n/coded-text';

/** Where a new Claude Code hook goes: the user's settings, or a root's project or local settings. */
export type ClaudeTarget =
  { kind: 'user' } | { kind: 'root'; root: string; layer: 'project' | 'local' };

export interface ClaudeCreateOptions {
  target: ClaudeTarget;
  event: string;
  language: TemplateLanguage;
  /** Script base name without extension; defaults to the event in kebab case. */
  name?: string;
  /** Group matcher; omitted = every tool / source. */
  matcher?: string;
  timeoutSec: number;
}

/**
 * Plans a new Claude Code hook: a script from the template under `.claude/hooks/` (the user's or
 * the root's) with +x, and a new group `{matcher, hooks: [{type: "command", command, timeout}]}`
 * appended to the event in the settings file, the command reaching the script through
 * "$CLAUDE_PROJECT_DIR" (or "$HOME" at user level). Refuses an existing script (conflict), an
 * unknown event or a bad name (invalid-request). Returns the plan and the new hook's id.
 */
export async function planClaudeHook(
  options: ClaudeCreateOptions,
  paths: HostPaths,
  templatesDir: string,
): Promise<PlannedChange & { hookIds: string[] }> {
  const event = claudeEvent(options.event);
  const { extension, program } = LANGUAGE_FACTS[options.language];
  const name = options.name ?? event.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) {
    throw new AppFailure('invalid-request', 'failure.unusable-script-name', { name });
  }
  const { claudeDir, settingsFile, base } = locate(options.target, paths);
  const script = path.join(claudeDir, 'hooks', `${name}${extension}`);
  const handler = {
    type: 'command',
    command: `${program} "${base}/hooks/${name}${extension}"`,
    timeout: options.timeoutSec,
  };
  const check = validateHandler(handler);
  if (!check.ok)
    throw new AppFailure('invalid-request', 'failure.handler-invalid', { message: check.message });
  const group =
    options.matcher === undefined
      ? { hooks: [handler] }
      : { matcher: options.matcher, hooks: [handler] };

  const settings = await readSnapshot(settingsFile);
  const doc = parseJsonDocument(snapshotText(settings), settingsFile);
  const existing = nodeAt(doc.root, ['hooks', event]);
  const groupIndex = existing?.type === 'array' ? (existing.children?.length ?? 0) : 0;
  const text = insertJsonValue(doc, ['hooks', event, -1], group, true);
  assertStillApplies(settings, text);
  const shape = claudeTemplateShape(event);
  // The tool templates look at the field of the tools the matcher selects (file_path for Write).
  const values =
    shape === 'pre-tool-use' || shape === 'permission-request'
      ? toolTemplateValues(options.language, toolInputFocus(event, options.matcher))
      : {};
  const body = await renderTemplate(
    templatesDir,
    'claude-code',
    shape,
    options.language,
    event,
    values,
  );
  return {
    writes: [
      {
        kind: 'write',
        snapshot: await absentSnapshot(script),
        bytes: Buffer.from(body, 'utf8'),
        mode: 0o755,
      },
      settingsWrite(settings, text),
    ],
    summary: [
      codedText('change.claude-hook-created', {
        event,
        hook: recordedHookLabel({
          handler: { type: 'command', summary: handler.command },
          sourcePath: script,
        }),
        language: options.language,
        file: settingsFile,
      }),
    ],
    hookIds: [claudeHookIdAt(settingsFile, text, `${event}/${groupIndex}/0`) ?? []].flat(),
  };
}

function locate(
  target: ClaudeTarget,
  paths: HostPaths,
): { claudeDir: string; settingsFile: string; base: string } {
  // `base` is how the command reaches the .claude folder: the shell expands the variable.
  if (target.kind === 'user') {
    // Through $HOME where it can, so a settings file synced to another machine still works.
    const usual = paths.claudeDir === path.join(paths.home, '.claude');
    const base = usual ? '$HOME/.claude' : paths.claudeDir;
    return { claudeDir: paths.claudeDir, settingsFile: userSettingsFile(paths), base };
  }
  const files = rootSettingsFiles(target.root);
  return {
    claudeDir: path.join(target.root, '.claude'),
    settingsFile: target.layer === 'local' ? files.local : files.project,
    base: '$CLAUDE_PROJECT_DIR/.claude',
  };
}
