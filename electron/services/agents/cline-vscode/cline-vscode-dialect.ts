import type { HostPaths } from '../../platform/host-paths';
import { judgeWithOtherRuntime } from '../cline/cross-runtime-judge';
import { toHookEntry, toHookSources } from '../cline/hook-rows';
import { scanHookFolders } from '../cline/scan-hook-folders';
import { cliJudge } from '../cline-cli/judge-cli-entry';
import type { AgentDialect, DiscoveryContext, DiscoveryResult, DiscoveryTarget } from '../dialect';
import { globalStateFile } from './hooks-enabled-setting';
import { vscodeJudge } from './judge-vscode-entry';
import { vscodeHookFolders } from './vscode-hook-folders';

/**
 * The Cline VS Code extension 4.x (spec §0, §1.4, §3.2, §6.5, §9): one exactly named,
 * executable file per event and folder, all run in parallel with a 30 s timeout, behind the
 * `hooksEnabled` switch. Every folder it reads is also read by the CLI, so each row says when
 * the CLI treats the same file differently.
 */
export class ClineVscodeDialect implements AgentDialect {
  readonly id = 'cline-vscode' as const;

  async discover(target: DiscoveryTarget, context: DiscoveryContext): Promise<DiscoveryResult> {
    const judge = judgeWithOtherRuntime(await vscodeJudge(context), cliJudge(context), 'cline-cli');
    const scan = await scanHookFolders(
      vscodeHookFolders(target, context.paths),
      context.files,
      judge,
    );
    const folderOrder = new Map(scan.folders.map(({ folder }, index) => [folder, index]));
    const collator = new Intl.Collator();
    const rows = [...scan.rows].sort(
      (a, b) =>
        (folderOrder.get(a.folder) ?? 0) - (folderOrder.get(b.folder) ?? 0) ||
        collator.compare(a.entry.name, b.entry.name),
    );
    return {
      hooks: rows.map((row) => toHookEntry(this.id, row)),
      sources: toHookSources(this.id, scan),
    };
  }

  /** Its hooks folders and globalState.json (the `hooksEnabled` switch). */
  watchedPaths(target: DiscoveryTarget, paths: HostPaths): string[] {
    return [
      ...vscodeHookFolders(target, paths).map((folder) => folder.path),
      globalStateFile(paths),
    ];
  }
}
