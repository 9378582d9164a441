import type { Note } from '../../../../shared/schemas/hook';
import type { HostPaths } from '../../platform/host-paths';
import { judgeWithOtherRuntime } from '../cline/cross-runtime-judge';
import type { HookFolder } from '../cline/hook-folder-types';
import { toHookEntry, toHookSources } from '../cline/hook-rows';
import { withNotes } from '../cline/runtime-difference';
import { type EntryJudge, scanHookFolders } from '../cline/scan-hook-folders';
import { globalStateFile } from '../cline-vscode/hooks-enabled-setting';
import { vscodeHookFolders } from '../cline-vscode/vscode-hook-folders';
import { vscodeJudge } from '../cline-vscode/judge-vscode-entry';
import type { AgentDialect, DiscoveryContext, DiscoveryResult, DiscoveryTarget } from '../dialect';
import { cliHookFolders } from './cli-hook-folders';
import { cliJudge } from './judge-cli-entry';
import { markSharedEvents } from './mark-shared-events';

/**
 * The Cline CLI / SDK runtime (spec §0–§3, §7, §12): every matching file in every hooks
 * folder runs, in full-path order. Rows cover every entry of those folders (ignored ones with
 * the reason), sorted the way the CLI orders them, and say where the VS Code extension differs.
 */
export class ClineCliDialect implements AgentDialect {
  readonly id = 'cline-cli' as const;

  async discover(target: DiscoveryTarget, context: DiscoveryContext): Promise<DiscoveryResult> {
    const { paths, files } = context;
    const cli = cliJudge(context);
    const vscodeReads = new Set(vscodeHookFolders(target, paths).map((folder) => folder.path));
    const shared = judgeWithOtherRuntime(cli, await vscodeJudge(context), 'cline-vscode');
    const cliOnly: EntryJudge = async (entry, folder) => {
      const judged = await cli(entry, folder);
      const notes = judged.verdict.status === 'ignored' ? [] : [cliOnlyNote(folder)];
      return { raw: judged.raw, verdict: withNotes(judged.verdict, notes) };
    };
    const scan = await scanHookFolders(cliHookFolders(target, paths), files, (entry, folder) =>
      vscodeReads.has(folder.path) ? shared(entry, folder) : cliOnly(entry, folder),
    );
    // The CLI sorts full paths with localeCompare; a Collator with no arguments is the same order.
    const collator = new Intl.Collator();
    const rows = markSharedEvents(scan.rows).sort((a, b) =>
      collator.compare(a.entry.path, b.entry.path),
    );
    return {
      hooks: rows.map((row) => toHookEntry(this.id, row)),
      sources: toHookSources(this.id, scan),
    };
  }

  /** Its folders, and globalState.json: the notes compare with the VS Code switch kept there. */
  watchedPaths(target: DiscoveryTarget, paths: HostPaths): string[] {
    return [...cliHookFolders(target, paths).map((folder) => folder.path), globalStateFile(paths)];
  }
}

function cliOnlyNote(folder: HookFolder): Note {
  return { key: 'note.cline-folder-cli-only', params: { folder: folder.path } };
}
