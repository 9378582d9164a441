import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../../../shared/result';
import type { AgentId } from '../../../../../shared/schemas/agent';
import {
  CLINE_CLI_NAMES,
  CLINE_EVENTS,
  type ClineEventName,
} from '../../../../../shared/agents/cline-events';
import { clinerulesHooksFolder, documentsHooksFolder } from '../hook-folders';
import { hookId } from '../../hook-id';
import type { HostPaths } from '../../../platform/host-paths';
import type { PlannedChange } from '../../../editing/edit-engine';
import { absentSnapshot } from '../../../editing/edit-engine';
import {
  clineTemplateShape,
  renderTemplate,
  type TemplateLanguage,
} from '../../../editing/template-catalog';
import { codedText } from '../../../../../shared/i18n/coded-text';

export interface ClineCreateOptions {
  /** The Cline runtimes that must run it: 'cline-cli', 'cline-vscode' or both. */
  runtimes: AgentId[];
  /** null = the user folder `<Documents>/Cline/Hooks`; else this root's `.clinerules/hooks`. */
  root: string | null;
  event: string;
  language: TemplateLanguage;
}

/**
 * Plans a new Cline hook file from the template, in a folder both runtimes read
 * (`<Documents>/Cline/Hooks` or `<root>/.clinerules/hooks`), mode 0755. Script languages get the
 * exact name `<Event>` with a shebang, which both runtimes run (the VS Code extension accepts only
 * that name, or `<Event>.ps1` on Windows); PowerShell is `<Event>.ps1`; TypeScript is `<Event>.ts`,
 * which only the CLI runs. Refuses (invalid-request) an event or language a chosen runtime never
 * runs, and (conflict) an existing file.
 */
export async function planClineHook(
  options: ClineCreateOptions,
  paths: HostPaths,
  templatesDir: string,
): Promise<PlannedChange & { hookIds: string[] }> {
  const event = checkEvent(options);
  const folder =
    options.root === null ? documentsHooksFolder(paths) : clinerulesHooksFolder(options.root);
  await assertFolderPossible(folder.path);
  const name =
    options.language === 'typescript'
      ? `${event}.ts`
      : options.language === 'powershell'
        ? `${event}.ps1`
        : event;
  const file = path.join(folder.path, name);
  const body = await renderTemplate(
    templatesDir,
    'cline',
    clineTemplateShape(event),
    options.language,
    event,
  );
  return {
    writes: [
      {
        kind: 'write',
        snapshot: await absentSnapshot(file),
        bytes: Buffer.from(body, 'utf8'),
        mode: 0o755,
      },
    ],
    summary: [codedText('change.cline-hook-created', { file })],
    hookIds: options.runtimes.map((runtime) => hookId(runtime, file, name)),
  };
}

function checkEvent(options: ClineCreateOptions): ClineEventName {
  const event = options.event as ClineEventName;
  if (!Object.hasOwn(CLINE_EVENTS, event)) {
    throw new AppFailure('invalid-request', 'failure.not-a-cline-hook-name', {
      event: options.event,
    });
  }
  if (options.runtimes.includes('cline-cli') && !(CLINE_CLI_NAMES as string[]).includes(event)) {
    throw new AppFailure('invalid-request', 'failure.cline-cli-never-runs-event', { event });
  }
  if (options.runtimes.includes('cline-vscode')) {
    if (!CLINE_EVENTS[event].vscodeKnown) {
      throw new AppFailure('invalid-request', 'failure.vscode-never-runs-event', { event });
    }
    if (options.language === 'typescript') {
      throw new AppFailure('invalid-request', 'failure.vscode-typescript-hook', { event });
    }
  }
  return event;
}

async function assertFolderPossible(folder: string): Promise<void> {
  // An old single-file `.clinerules` (rules, not a folder) leaves no room for `.clinerules/hooks`.
  for (
    let parent = path.dirname(folder);
    parent !== path.dirname(parent);
    parent = path.dirname(parent)
  ) {
    const stats = await fs.stat(parent).catch(() => null);
    if (stats === null) continue;
    if (!stats.isDirectory()) {
      throw new AppFailure('invalid-request', 'failure.parent-is-a-file', { parent, folder });
    }
    return;
  }
}
