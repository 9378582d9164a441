import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { EditEngine } from './edit-engine';
import { readSnapshot, snapshotText } from './file-snapshot';
import { findHook, type HookLookup } from './hook-lookup';
import { codedText } from '../../../shared/i18n/coded-text';

const SCRIPT = /\.(sh|bash|zsh|py|js|mjs|cjs|ts|mts|cts|ps1)$/i;

export interface ScriptFile {
  hookId: string;
  path: string;
  content: string;
  /** What the editor sends back, so that a save over someone else's change is refused. */
  hash: string;
  language: 'shell' | 'python' | 'javascript' | 'typescript' | 'powershell' | 'text';
}

/**
 * The script behind a hook, for the editor: a Cline hook file itself, or the script file a Claude
 * Code command runs (`"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh`, `~/x.py`). Saving goes through the
 * edit engine: atomic, backed up, recorded, and refused with 'conflict' when the file changed
 * since it was opened.
 */
export class ScriptFiles {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #home: string;

  constructor(deps: { engine: EditEngine; lookup: HookLookup; home: string }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#home = deps.home;
  }

  async read(request: { scope: InventoryScope; hookId: string }): Promise<ScriptFile> {
    const { hook, file } = await this.#locate(request);
    const snapshot = await readSnapshot(file);
    if (snapshot.bytes === null || snapshot.hash === null) {
      throw new AppFailure('not-found', 'failure.script-missing', { file });
    }
    if (snapshot.bytes.includes(0)) {
      throw new AppFailure('invalid-request', 'failure.script-is-binary', { file });
    }
    return {
      hookId: hook.id,
      path: file,
      content: snapshotText(snapshot),
      hash: snapshot.hash,
      language: languageOf(file, snapshot.bytes),
    };
  }

  write(request: {
    scope: InventoryScope;
    hookId: string;
    content: string;
    baseHash: string;
  }): Promise<{ hash: string; change: ChangeRecord }> {
    return this.#engine.exclusive(async () => {
      const { hook, file } = await this.#locate(request);
      const snapshot = await readSnapshot(file);
      if (snapshot.hash !== request.baseHash) {
        throw new AppFailure('conflict', 'failure.script-changed-since-opened', { file });
      }
      const change = await this.#engine.apply({
        operation: 'edit',
        hookIds: [hook.id],
        summary: [codedText('change.script-edited', { file })],
        writes: [{ kind: 'write', snapshot, bytes: Buffer.from(request.content, 'utf8') }],
      });
      const saved = await readSnapshot(file);
      return { hash: saved.hash as string, change };
    });
  }

  async #locate(request: {
    scope: InventoryScope;
    hookId: string;
  }): Promise<{ hook: HookEntry; file: string }> {
    const hook = await findHook(this.#lookup, request.scope, request.hookId);
    const target = await this.#lookup.target(request.scope);
    const roots = target.kind === 'workspace' ? target.roots : [];
    const file =
      hook.handler.type === 'file'
        ? hook.sourcePath
        : scriptOfCommand(hook.handler.summary, roots, this.#home);
    if (!file) {
      throw new AppFailure('invalid-request', 'failure.inline-command-not-script');
    }
    return { hook, file };
  }
}

/** The script file an inline Claude Code command runs, when it names one; null otherwise. */
export function scriptOfCommand(
  command: string,
  roots: readonly string[],
  home: string,
): string | null {
  for (const raw of command.split(/\s+/)) {
    const token = raw.replace(/^["']|["']$/g, '').replace(/^"|"$/g, '');
    if (!SCRIPT.test(token)) continue;
    const expanded = token
      .replace(/^"?\$\{?CLAUDE_PROJECT_DIR\}?"?/, roots[0] ?? '$CLAUDE_PROJECT_DIR')
      .replace(/^~(?=\/)/, home)
      .replace(/^\$\{?HOME\}?(?=\/)/, home)
      .replace(/"/g, '');
    if (path.isAbsolute(expanded)) return expanded;
    if (roots[0]) return path.join(roots[0], expanded);
  }
  return null;
}

function languageOf(file: string, bytes: Buffer): ScriptFile['language'] {
  const head = bytes.subarray(0, 200).toString('utf8');
  const extension = path.extname(file).toLowerCase();
  if (extension === '.py' || /^#!.*python/.test(head)) return 'python';
  if (['.ts', '.mts', '.cts'].includes(extension) || /^#!.*(bun|deno|tsx)/.test(head))
    return 'typescript';
  if (['.js', '.mjs', '.cjs'].includes(extension) || /^#!.*node/.test(head)) return 'javascript';
  if (extension === '.ps1' || /^#!.*pwsh/.test(head)) return 'powershell';
  if (['.sh', '.bash', '.zsh', ''].includes(extension) || /^#!.*(ba|z)?sh/.test(head))
    return 'shell';
  return 'text';
}
