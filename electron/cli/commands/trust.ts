import path from 'node:path';

import { agentOf } from '../../services/agents/registry';
import { resolveHostPaths } from '../../services/platform/host-paths';
import { createCliServices } from '../cli-services';
import type { CliIo } from '../cli-io';
import { printFailure } from '../print-failure';
import { workspaceRoots } from '../workspace-roots';

export interface TrustOptions {
  dataDir?: string;
  hookId: string | undefined;
  workspaces: string[];
  /** Write the trust; without it the command only shows what it would write. */
  yes: boolean;
  json: boolean;
}

/**
 * `hookyard trust <hook-id> [--workspace DIR] [--yes]`: trusts a hook in its own agent (Codex
 * skips a hook until trusted against its current hash). Prints what goes into the agent's file;
 * only with --yes writes it, through the agent's own mechanism, keeping a copy from before.
 */
export async function trust(options: TrustOptions, io: CliIo): Promise<number> {
  const folders = await workspaceRoots(options.workspaces);
  if ('notAFolder' in folders || !options.hookId) {
    const message =
      'notAFolder' in folders ? `Not a folder: ${folders.notAFolder}` : 'trust needs a hook id';
    printFailure(io, options.json, { code: 'invalid-request', message });
    return 2;
  }
  const { roots } = folders;
  const services = await createCliServices({ dataDir: options.dataDir, watch: false });
  try {
    const { hooks } = await services.inventory.scan(
      roots.length ? { kind: 'workspace', roots } : { kind: 'user' },
    );
    const hook = hooks.find((candidate) => candidate.id === options.hookId);
    const agentTrust = hook ? agentOf(hook.agent).trust : undefined;
    if (!hook || !agentTrust) {
      const message = hook
        ? `${hook.handler.summary}: ${agentOf(hook.agent).capabilities.displayName} has no trust of its own`
        : `No hook ${options.hookId} here (hookyard list shows the ids)`;
      printFailure(io, options.json, { code: hook ? 'invalid-request' : 'not-found', message });
      return 1;
    }
    const context = {
      paths: resolveHostPaths(),
      cwd: roots[0] ?? services.info.home,
      env: process.env,
      backupDir: path.join(services.info.dataDir, 'backups', 'agent-trust'),
    };
    const preview = await agentTrust.preview(hook, context);
    const result = options.yes ? await agentTrust.apply(preview, context) : null;
    const shown = {
      hookId: preview.hookId,
      status: preview.status,
      file: preview.file,
      text: preview.text,
    };
    if (options.json) io.out(JSON.stringify({ preview: shown, result }, null, 2));
    else {
      io.out(`${hook.handler.summary} (${hook.id}): ${preview.status}`);
      io.out(`${options.yes ? 'Wrote' : 'Would write'} to ${preview.file}:\n${preview.text}`);
      if (result)
        io.out(`Now ${result.status}; config from before kept in ${result.backup ?? '-'}`);
      else io.out('Run again with --yes to write it.');
    }
    return 0;
  } catch (error) {
    // A changed file is AppFailure('conflict'); Codex's own refusals are plain errors.
    const code = (error as { code?: unknown }).code === 'conflict' ? 'conflict' : 'internal';
    printFailure(io, options.json, { code, message: (error as Error).message });
    return 1;
  } finally {
    await services.dispose();
  }
}
