import type { DiscoveryTarget } from '../../services/agents/dialect';
import { createCliServices } from '../cli-services';
import type { CliIo } from '../cli-io';
import { printFailure } from '../print-failure';
import { workspaceRoots } from '../workspace-roots';
import { formatInventory } from '../format-inventory';

export interface ListOptions {
  dataDir?: string;
  workspaces: string[];
  json: boolean;
  /** List Hookyard's own hooks one by one instead of one line per install. */
  own?: boolean;
}

/**
 * `hookyard list [--workspace DIR]... [--json]`: the inventory the UI shows, on the command line.
 * Several --workspace flags make one multi-root workspace. The folders need not be registered.
 */
export async function list(options: ListOptions, io: CliIo): Promise<number> {
  const folders = await workspaceRoots(options.workspaces);
  if ('notAFolder' in folders) {
    const message = `Not a folder: ${folders.notAFolder}`;
    printFailure(io, options.json, { code: 'not-found', message });
    return 2;
  }
  const { roots } = folders;
  const target: DiscoveryTarget = roots.length ? { kind: 'workspace', roots } : { kind: 'user' };
  const services = await createCliServices({ dataDir: options.dataDir, watch: false });
  try {
    const { hooks, sources } = await services.inventory.scan(target);
    if (options.json) io.out(JSON.stringify({ target, hooks, sources }, null, 2));
    else
      for (const line of formatInventory(hooks, sources, services.info.home, options.own))
        io.out(line);
    return 0;
  } finally {
    await services.dispose();
  }
}
