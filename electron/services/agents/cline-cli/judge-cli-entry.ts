import { readFileHead } from '../cline/file-head';
import type { EntryJudge } from '../cline/scan-hook-folders';
import type { DiscoveryContext } from '../dialect';
import { classifyCliEntry } from './classify-cli-entry';
import { type CliEnvironment, cliFileVerdict } from './cli-file-verdict';

/**
 * The Cline CLI's judge for folder entries: names first (no I/O), then only the files it would
 * run are read (their first 8 KB, shared through the pass's FileProbe).
 */
export function cliJudge(context: DiscoveryContext): EntryJudge {
  const environment: CliEnvironment = {
    platform: context.paths.platform,
    which: (command) => context.which(command),
  };
  return async (entry) => {
    const classified = classifyCliEntry(entry);
    if (classified.kind === 'ignored') return { verdict: classified.verdict, raw: '' };
    const head = await readFileHead(entry.path, context.files);
    const verdict = cliFileVerdict(
      { path: entry.path, event: classified.event, head },
      environment,
    );
    return { verdict, raw: head.raw };
  };
}
