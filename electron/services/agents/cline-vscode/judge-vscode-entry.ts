import { readFileHead } from '../cline/file-head';
import type { EntryJudge } from '../cline/scan-hook-folders';
import type { DiscoveryContext } from '../dialect';
import { classifyVscodeEntry } from './classify-vscode-entry';
import { readHooksEnabledSetting } from './hooks-enabled-setting';
import { type VscodeEnvironment, vscodeFileVerdict } from './vscode-file-verdict';

/**
 * The VS Code extension's judge for folder entries, with its master switch read once. Only
 * the files it would run are touched: their executable bit, and their head for display.
 */
export async function vscodeJudge(context: DiscoveryContext): Promise<EntryJudge> {
  const environment: VscodeEnvironment = {
    platform: context.paths.platform,
    setting: await readHooksEnabledSetting(context.paths, context.files),
  };
  return async (entry) => {
    const classified = classifyVscodeEntry(entry, environment.platform);
    if (classified.kind === 'ignored') return { verdict: classified.verdict, raw: '' };
    const [executable, head] = await Promise.all([
      environment.platform === 'win32' || context.files.isExecutable(entry.path),
      readFileHead(entry.path, context.files),
    ]);
    const verdict = vscodeFileVerdict(
      { path: entry.path, event: classified.event, executable },
      environment,
    );
    return { verdict, raw: head.raw };
  };
}
