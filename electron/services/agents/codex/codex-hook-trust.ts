import fs from 'node:fs/promises';
import path from 'node:path';

import type { HookEntry } from '../../../../shared/schemas/hook';
import { assertUnchanged, readSnapshot, type FileSnapshot } from '../../editing/file-snapshot';
import { CodexAppServer } from './codex-app-server';
import { codexHookKey } from './codex-events';

/** Where Codex runs and keeps its config, as the user's own Codex sees them. */
export interface CodexTrustContext {
  /** The `codex` binary (its app-server does the work). */
  codex: string;
  codexHome: string;
  /** The workspace folder the hook belongs to (Codex lists project hooks per cwd). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where the copy of config.toml from before the write is kept. */
  backupDir: string;
}

/** What trusting a hook will write, shown before anything is written. */
export interface CodexTrustPreview {
  hookId: string;
  /** Codex's own key: `<source file>:<event in snake_case>:<group>:<handler>`. */
  key: string;
  /** Codex's trust of the hook now: `untrusted`, `modified` (changed since trusted) or `trusted`. */
  status: string;
  /** The hash Codex reports for the hook as it is now (never computed by Hookyard). */
  currentHash: string;
  configFile: string;
  /** The table Codex's `config/batchWrite` upserts into config.toml. */
  toml: string;
  /** config.toml as it was when previewed: a change underneath refuses the write. */
  snapshot: FileSnapshot;
}

/** The result of a trust: Codex's status afterwards and the backup of config.toml from before. */
export interface CodexTrustResult {
  key: string;
  status: string;
  backup: string | null;
}

/** The Codex key of an inventory row (`<event>/<group>/<handler>` locator, its source file). */
export function codexKeyOf(hook: Pick<HookEntry, 'sourcePath' | 'locator'>): string | null {
  const match = /^([^/]+)\/(\d+)\/(\d+)$/.exec(hook.locator);
  if (!match) return null;
  return codexHookKey(hook.sourcePath, match[1]!, Number(match[2]), Number(match[3]));
}

function openServer(context: CodexTrustContext): CodexAppServer {
  return new CodexAppServer({
    codex: context.codex,
    cwd: context.cwd,
    env: { ...context.env, CODEX_HOME: context.codexHome },
  });
}

/**
 * Asks Codex (its app-server's `hooks/list`) for the hook's key, hash and trust, and says what
 * trusting it writes to `<CODEX_HOME>/config.toml`. Throws an Error naming the hook when Codex
 * does not load it (an untrusted project, a file Codex cannot read) or manages it itself.
 */
export async function previewCodexTrust(
  hook: HookEntry,
  context: CodexTrustContext,
): Promise<CodexTrustPreview> {
  const key = codexKeyOf(hook);
  if (!key) throw new Error(`${hook.handler.summary}: not a hook Codex keys by position`);
  const server = openServer(context);
  try {
    const { hooks } = await server.listHooks([context.cwd]);
    const listed = hooks.find((candidate) => candidate.key === key);
    if (!listed)
      throw new Error(
        `Codex does not load ${hook.handler.summary} (${key}): is its project trusted in Codex?`,
      );
    if (listed.isManaged) throw new Error(`${hook.handler.summary} is managed; Codex trusts it`);
    const configFile = path.join(context.codexHome, 'config.toml');
    return {
      hookId: hook.id,
      key,
      status: listed.trustStatus,
      currentHash: listed.currentHash,
      configFile,
      toml: `[hooks.state.${JSON.stringify(key)}]\ntrusted_hash = ${JSON.stringify(listed.currentHash)}\n`,
      snapshot: await readSnapshot(configFile),
    };
  } finally {
    server.dispose();
  }
}

/**
 * Trusts the previewed hook through Codex's app-server (`config/batchWrite`, which writes
 * config.toml itself): refused with 'conflict' when config.toml changed since the preview, and
 * with an Error when Codex's hash for the hook changed (it was edited: preview again). A copy of
 * config.toml from before is kept in `backupDir`. Returns Codex's status afterwards.
 */
export async function applyCodexTrust(
  preview: CodexTrustPreview,
  context: CodexTrustContext,
): Promise<CodexTrustResult> {
  await assertUnchanged(preview.snapshot);
  const server = openServer(context);
  try {
    const listed = (await server.listHooks([context.cwd])).hooks.find((h) => h.key === preview.key);
    if (listed?.currentHash !== preview.currentHash)
      throw new Error(`${preview.key} changed since the preview: look at it and preview again`);
    const backup = await keepBackup(preview.snapshot, context.backupDir);
    await server.trustHooks([context.cwd], [preview.key]);
    const after = (await server.listHooks([context.cwd])).hooks.find((h) => h.key === preview.key);
    return { key: preview.key, status: after?.trustStatus ?? 'untrusted', backup };
  } finally {
    server.dispose();
  }
}

async function keepBackup(snapshot: FileSnapshot, dir: string): Promise<string | null> {
  if (!snapshot.bytes) return null;
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `config-${new Date().toISOString().replaceAll(':', '-')}.toml`);
  await fs.writeFile(file, snapshot.bytes, { flag: 'wx' });
  return file;
}
