import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { ClaudeHandlerDef, HookRunSpec } from '../runner/hook-spec';
import { scriptsOf } from '../trust/hook-content';
import { agentOf } from '../agents/registry';

/**
 * The spec that runs a draft of a hook instead of the hook, touching none of the user's files:
 * a Claude Code handler given as JSON replaces the handler; script text is written into
 * `scratch` under the script's own file name (so its extension and shebang pick the same
 * interpreter) and the command or argv points there instead. A Claude Code command that runs
 * no workspace script takes the text as its new command.
 */
export async function draftSpec(input: {
  hook: HookEntry;
  spec: HookRunSpec;
  roots: string[];
  draft: string;
  scratch: string;
}): Promise<HookRunSpec> {
  const { hook, spec, draft, scratch } = input;
  if (agentOf(hook.agent).capabilities.editsEntries) {
    const handler = parseHandler(draft);
    if (handler) return { ...spec, handler };
    const [script] = scriptsOf(hook, input.roots);
    if (!script) return { ...spec, handler: { ...spec.handler, type: 'command', command: draft } };
    const copy = await writeDraft(scratch, script, draft);
    return {
      ...spec,
      handler: {
        ...spec.handler,
        type: 'command',
        command: replacePath(spec.handler?.command ?? '', script, copy, input.roots),
        ...(spec.handler?.args
          ? { args: spec.handler.args.map((arg) => replacePath(arg, script, copy, input.roots)) }
          : {}),
      },
    };
  }
  const copy = await writeDraft(scratch, spec.sourcePath, draft);
  const argv = spec.argv?.length
    ? spec.argv.map((arg) => (arg === spec.sourcePath ? copy : arg))
    : null;
  return { ...spec, argv: argv ?? ['bash', copy] };
}

function parseHandler(draft: string): ClaudeHandlerDef | null {
  if (!draft.trimStart().startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(draft);
  } catch (error) {
    throw new AppFailure('invalid-request', 'failure.draft-handler-not-json', {
      message: (error as Error).message,
    });
  }
  if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string')
    throw new AppFailure('invalid-request', 'failure.draft-handler-no-type');
  return value as ClaudeHandlerDef;
}

async function writeDraft(scratch: string, original: string, draft: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(scratch, 'draft-'));
  const copy = path.join(folder, path.basename(original));
  await fs.writeFile(copy, draft, { mode: 0o755 });
  return copy;
}

// The command may name the script as written ("$CLAUDE_PROJECT_DIR"/x.sh, ./x.sh) or absolute.
function replacePath(command: string, script: string, copy: string, roots: string[]): string {
  let result = command.split(script).join(copy);
  for (const root of roots) {
    const relative = path.relative(root, script);
    for (const form of [
      `\${CLAUDE_PROJECT_DIR}/${relative}`,
      `$CLAUDE_PROJECT_DIR/${relative}`,
      `"$CLAUDE_PROJECT_DIR"/${relative}`,
      `./${relative}`,
    ])
      result = result.split(form).join(copy);
  }
  return result;
}
